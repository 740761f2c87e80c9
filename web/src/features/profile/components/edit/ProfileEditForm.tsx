import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import {
  ABOUT_MAX,
  COUNTRY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SOCIAL_LINK_MAX_LENGTH,
} from '@gamelot/contract/rules';
import { profileUpdateBodySchema, type UserFull } from '@gamelot/contract/schemas/profiles';
import type { SocialNetwork } from '@gamelot/contract/schemas/user';
import { bodyForm, useContractForm, useServerFieldErrors } from '@/shared/forms/contract-form';
import { Alert } from '@/shared/ui/Alert';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import {
  formFromUser,
  profileField,
  toUpdateBody,
  type ProfileField,
  type ProfileForm,
} from '@/features/profile/lib/profile-form';
import { SOCIAL_NETWORKS } from '@/features/profile/lib/social-networks';
import { AvatarSection } from './AvatarSection';
import { BackgroundSection } from './BackgroundSection';
import { BasicInfoSection } from './BasicInfoSection';
import { SocialLinksSection } from './SocialLinksSection';
import styles from './ProfileEditForm.module.css';
import '@/shared/i18n/validation-texts';

type ProfileEditFormProps = { user: UserFull; signedInUserId: number };

const PARAMS = {
  nameMax: NAME_MAX_LENGTH,
  countryMax: COUNTRY_MAX_LENGTH,
  aboutMax: ABOUT_MAX,
  linkMax: SOCIAL_LINK_MAX_LENGTH,
};

/** The form's values read into the contract's update body; its issues land on the form's fields. */
function profileFormSchema(signedInUserId: number) {
  return bodyForm({
    body: profileUpdateBodySchema,
    toBody: (form: ProfileForm) => toUpdateBody(signedInUserId, form),
    fieldOf: (path) => profileField(path) ?? path,
  });
}

/** True when a field's error is the form's own check, not the server's answer. */
function hasOwnError(errors: FieldErrors): boolean {
  return Object.values(errors).some((error) =>
    error && typeof error.message === 'string'
      ? error.type !== 'server'
      : hasOwnError((error ?? {}) as FieldErrors),
  );
}

/**
 * docs/product.md#screens Edit profile: four sections; Cancel and Save both return to the profile.
 * Checked by the contract's update schema before any request; "about" as it is typed. A lazily
 * loaded chunk (ProfileEditPage).
 */
export function ProfileEditForm({ user, signedInUserId }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [avatarBusy, setAvatarBusy] = useState(false);
  const schema = useMemo(() => profileFormSchema(signedInUserId), [signedInUserId]);
  const form = useContractForm(schema, {
    t,
    messages: 'validation.profile',
    params: PARAMS,
    defaultValues: formFromUser(user),
  });
  useServerFieldErrors(form, save.error, profileField, 'validation.profile', t, PARAMS);
  const values = form.watch() as ProfileForm;
  const { errors, isSubmitted } = form.formState;
  const profilePath = `/profiles/${user.id}`;
  const error = (field: ProfileField): string | undefined =>
    (form.getFieldState(field, form.formState).error as FieldError | undefined)?.message;
  const socialErrors: Partial<Record<SocialNetwork, string>> = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, error(`socialLinks.${network}`)]),
  );

  function update(patch: Partial<ProfileForm>) {
    for (const [field, value] of Object.entries(patch) as [
      keyof ProfileForm,
      ProfileForm[keyof ProfileForm],
    ][]) {
      form.setValue(field, value, { shouldDirty: true });
      // After a save, a changed field is checked again; "about" always, as it is counted.
      if (isSubmitted || field === 'info') void form.trigger(field);
    }
  }

  function setLink(network: SocialNetwork, url: string) {
    form.setValue(`socialLinks.${network}`, url, { shouldDirty: true });
    if (isSubmitted) void form.trigger(`socialLinks.${network}`);
  }

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => void navigate(profilePath),
      onError: () => window.alert(t('profile.editPage.saveFailed')),
    }),
  );

  const { submitCount } = form.formState;
  useEffect(() => {
    // A refused save moves focus to the first field it marked (once React has drawn the marks).
    if (submitCount > 0 && hasOwnError(form.formState.errors))
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Once per save: the errors are those of that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  const invalid = isSubmitted && hasOwnError(errors);
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-busy={save.isPending || undefined}
    >
      <BasicInfoSection
        form={values}
        errors={{ name: error('name'), country: error('country'), info: error('info') }}
        onChange={update}
      />
      <AvatarSection
        imageUrl={values.imageUrl}
        error={error('imageUrl')}
        onChange={(imageUrl) => update({ imageUrl })}
        onBusyChange={setAvatarBusy}
      />
      <BackgroundSection
        value={values.backgroundUrl}
        error={error('backgroundUrl')}
        onChange={(backgroundUrl) => update({ backgroundUrl })}
      />
      <SocialLinksSection links={values.socialLinks} errors={socialErrors} onChange={setLink} />
      {invalid && <Alert>{t('profile.editPage.fixErrors')}</Alert>}
      <div className={styles.actions}>
        <ButtonLink to={profilePath} variant="secondary">
          {t('profile.editPage.cancel')}
        </ButtonLink>
        <Button type="submit" disabled={save.isPending || avatarBusy} aria-busy={save.isPending || undefined}>
          {save.isPending && <Spinner />}
          {save.isPending ? t('profile.editPage.saving') : t('profile.editPage.save')}
        </Button>
      </div>
    </form>
  );
}

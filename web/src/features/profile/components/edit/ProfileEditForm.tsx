import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserFull } from '@gamelot/contract/schemas/profiles';
import type { SocialNetwork } from '@gamelot/contract/schemas/user';
import { isApiError } from '@/shared/api-client/api-error';
import { Alert } from '@/shared/ui/Alert';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import {
  formFromUser,
  serverFieldErrors,
  toUpdateBody,
  validateProfileForm,
  type ProfileField,
  type ProfileForm,
} from '@/features/profile/lib/profile-form';
import { SOCIAL_NETWORKS } from '@/features/profile/lib/social-networks';
import { AvatarSection } from './AvatarSection';
import { BackgroundSection } from './BackgroundSection';
import { BasicInfoSection } from './BasicInfoSection';
import { SocialLinksSection } from './SocialLinksSection';
import styles from './ProfileEditForm.module.css';
import { useProblemText } from './use-problem-text';

type ProfileEditFormProps = { user: UserFull; signedInUserId: number };

/** docs/product.md#screens Edit profile: four sections; Cancel and Save both return to the profile. */
export function ProfileEditForm({ user, signedInUserId }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useUpdateProfile();
  const problemText = useProblemText();
  const [form, setForm] = useState<ProfileForm>(() => formFromUser(user));
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<Partial<Record<ProfileField, string>>>({});
  const [avatarBusy, setAvatarBusy] = useState(false);
  const profilePath = `/profiles/${user.id}`;

  const problems = validateProfileForm(form);
  const error = (field: ProfileField): string | undefined => {
    const problem = attempted || field === 'info' ? problems[field] : undefined;
    return problem ? problemText(field, problem) : server[field];
  };
  const socialErrors: Partial<Record<SocialNetwork, string>> = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, error(`socialLinks.${network}`)]),
  );

  function update(patch: Partial<ProfileForm>, fields: ProfileField[]) {
    setForm((current) => ({ ...current, ...patch }));
    setServer((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    setAttempted(true);
    if (Object.keys(problems).length > 0) {
      // After the render that marks the invalid fields.
      setTimeout(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate(toUpdateBody(signedInUserId, form), {
      onSuccess: () => void navigate(profilePath),
      onError: (cause) => {
        setServer(serverFieldErrors(isApiError(cause) ? cause.fieldErrors : undefined));
        window.alert(t('profile.editPage.saveFailed'));
      },
    });
  }

  const invalid = attempted && Object.keys(problems).length > 0;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={save.isPending || undefined}>
      <BasicInfoSection
        form={form}
        errors={{ name: error('name'), country: error('country'), info: error('info') }}
        onChange={(patch) => update(patch, Object.keys(patch) as ProfileField[])}
      />
      <AvatarSection
        imageUrl={form.imageUrl}
        error={server.imageUrl}
        onChange={(imageUrl) => update({ imageUrl }, ['imageUrl'])}
        onBusyChange={setAvatarBusy}
      />
      <BackgroundSection
        value={form.backgroundUrl}
        error={server.backgroundUrl}
        onChange={(backgroundUrl) => update({ backgroundUrl }, ['backgroundUrl'])}
      />
      <SocialLinksSection
        links={form.socialLinks}
        errors={socialErrors}
        onChange={(network, url) =>
          update({ socialLinks: { ...form.socialLinks, [network]: url } }, [`socialLinks.${network}`])
        }
      />
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

import { useTranslation } from 'react-i18next';
import {
  ABOUT_MAX,
  COUNTRY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SOCIAL_LINK_MAX_LENGTH,
} from '@gamelot/contract/rules';
import type { ProfileField, ProfileProblem } from '@/features/profile/lib/profile-form';

/** The editor's text for a field's problem, in the current language. */
export function useProblemText() {
  const { t } = useTranslation();
  return (field: ProfileField, problem: ProfileProblem): string => {
    if (problem === 'required') return t('profile.editPage.nameRequired');
    if (problem === 'invalidUrl') return t('profile.editPage.socialInvalid');
    const max =
      field === 'name'
        ? NAME_MAX_LENGTH
        : field === 'info'
          ? ABOUT_MAX
          : field === 'country'
            ? COUNTRY_MAX_LENGTH
            : SOCIAL_LINK_MAX_LENGTH;
    return field === 'info'
      ? t('profile.editPage.aboutTooLong', { max })
      : t('profile.editPage.nameTooLong', { max });
  };
}

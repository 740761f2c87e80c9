/**
 * Passkeys (docs/product.md#passkeys): the settings section, the login page's button and the
 * refusals the server answers with a `code` (contract PASSKEY_ERRORS). Not in the first load: every
 * module that shows them imports `@/shared/i18n/passkey-texts`.
 */
export const ruPasskeys = {
  passkeys: {
    title: 'Ключи доступа',
    hint: 'Вход без пароля: отпечатком пальца, лицом или PIN-кодом устройства. Ключ хранится на устройстве или в менеджере паролей, сервер знает только его открытую часть.',
    unsupported: 'Этот браузер не поддерживает ключи доступа.',
    empty: 'Ключей доступа пока нет.',
    listLabel: 'Ваши ключи доступа',
    nameLabel: 'Название ключа',
    namePlaceholder: 'Например, «Ноутбук» или «Телефон»',
    add: 'Добавить ключ доступа',
    adding: 'Ждём устройство…',
    added: 'Ключ доступа «{{name}}» добавлен.',
    created: 'Добавлен {{date}}',
    lastUsed: 'Последний вход {{date}}',
    neverUsed: 'Ещё не использовался',
    synced: 'Синхронизируется между устройствами',
    remove: 'Удалить',
    removeNamed: 'Удалить ключ «{{name}}»',
    removing: 'Удаляем…',
    removed: 'Ключ доступа удалён.',
    failed: 'Не удалось выполнить действие с ключом доступа',
    cancelled: 'Устройство не подтвердило ключ: окно закрыто или время вышло. Попробуйте ещё раз.',
    factor: 'Подтвердить ключом доступа',
    signIn: 'Войти с ключом доступа',
    signingIn: 'Ждём устройство…',
    signInFailed: 'Не удалось войти с ключом доступа',
    errors: {
      passkeyNameRequired: 'Дайте ключу название',
      passkeyNameTooLong: 'Название ключа — не длиннее 64 символов',
      passkeyChallengeInvalid: 'Запрос ключа недействителен: начните заново',
      passkeyChallengeExpired: 'Время запроса ключа истекло: начните заново',
      passkeyChallengeUsed: 'Этот запрос ключа уже использован: начните заново',
      passkeyUnknown: 'Этот ключ доступа не зарегистрирован в Gamelot',
      passkeyRejected: 'Ключ доступа не прошёл проверку',
      passkeyCounterRegressed:
        'Счётчик подписей ключа пошёл назад — похоже на копию ключа. Войдите другим способом и удалите этот ключ.',
      passkeyAlreadyRegistered: 'Этот ключ доступа уже добавлен',
      passkeyLimit: 'У аккаунта может быть не больше 20 ключей доступа: сначала удалите один',
      tooManyAttempts: 'Слишком много попыток. Подождите минуту и попробуйте снова.',
    },
  },
};

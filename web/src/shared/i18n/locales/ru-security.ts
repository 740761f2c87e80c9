/**
 * The second factor's texts (docs/decisions/0053-second-factor-and-step-up.md): the settings'
 * security section, the sign-in's second step and the step-up dialog. They load with those
 * (lazily loaded chunks) through `@/shared/i18n/security-texts`.
 */
export const ruSecurity = {
  security: {
    title: 'Двухфакторная защита',
    hint: 'Код из приложения-аутентификатора при входе и перед важными действиями: выводом денег, сменой пароля.',
    loading: 'Загрузка…',
    loadFailed: 'Не удалось загрузить настройки защиты',
    statusOn: 'Приложение-аутентификатор включено.',
    statusOff: 'Второй фактор не настроен.',
    recoveryLeft: 'Резервных кодов осталось: {{count}}',
    passkeys: 'Ключей доступа: {{count}}',
    turnOn: 'Включить аутентификатор',
    turnOff: 'Отключить аутентификатор',
    turnedOff: 'Аутентификатор отключён.',
    regenerate: 'Новые резервные коды',
    cancel: 'Отмена',
    failed: 'Не удалось выполнить действие',
    setup: {
      scan: 'Отсканируйте QR-код приложением-аутентификатором (Google Authenticator, Яндекс Ключ, 1Password и др.) или введите ключ вручную.',
      qrAlt: 'QR-код для приложения-аутентификатора',
      secret: 'Ключ для ввода вручную',
      code: 'Код из приложения',
      confirm: 'Подтвердить и включить',
      confirming: 'Проверяем…',
    },
    codes: {
      title: 'Резервные коды',
      text: 'Сохраните их сейчас: больше мы их не покажем. Каждый код входит в аккаунт один раз, если телефона нет под рукой.',
      copy: 'Скопировать',
      copied: 'Скопировано',
      download: 'Скачать',
      done: 'Я сохранил коды',
      fileName: 'gamelot-recovery-codes.txt',
    },
    signIn: {
      title: 'Подтвердите вход',
      text: 'Введите код из приложения-аутентификатора или один из резервных кодов.',
      code: 'Код',
      submit: 'Войти',
      submitting: 'Проверяем…',
      back: 'Войти заново',
      failed: 'Не удалось подтвердить вход',
    },
    stepUp: {
      title: 'Подтвердите, что это вы',
      codeText: 'Введите код из приложения-аутентификатора или резервный код.',
      passwordText: 'Введите текущий пароль.',
      unavailable:
        'У аккаунта нет ни пароля, ни второго фактора. Включите аутентификатор в настройках, чтобы выполнить это действие.',
      code: 'Код',
      password: 'Пароль',
      submit: 'Подтвердить',
      submitting: 'Проверяем…',
      cancel: 'Отмена',
      failed: 'Не удалось подтвердить',
    },
  },
};

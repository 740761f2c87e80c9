import { MESSAGES } from '@gamelot/contract/messages';

/** The server's texts, as plain strings; `{name}` parameters as the catalogue writes them. */
const m = Object.fromEntries(
  Object.entries(MESSAGES).map(([code, text]) => [code, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
) as Record<keyof typeof MESSAGES, string>;

/**
 * What a form shows under a field when a contract schema (or the server) refuses it: one section
 * per form family, each text under the code of its contract message (contract/src/messages.ts,
 * ADR 0045; `useContractForm`'s `messages`). `common` holds the text rules every field shares.
 * Not in the first load: every form imports `@/shared/i18n/validation-texts`, which adds it.
 */
export const ruValidation = {
  /** The forgot and reset password pages and the sign-in form's link (docs/product.md#password-reset): they load with those forms. */
  passwordReset: {
    forgotLink: 'Забыли пароль?',
    forgot: {
      title: 'Восстановление пароля',
      subtitle: 'Укажите e-mail аккаунта: мы пришлём ссылку для нового пароля.',
      submit: 'Прислать ссылку',
      sent: 'Если аккаунт с этим адресом есть, мы отправили на него ссылку. Она действует 30 минут.',
      failed: 'Не удалось отправить запрос',
    },
    reset: {
      title: 'Смена пароля',
      subtitle: 'Придумайте новый пароль: после сохранения все сеансы завершатся.',
      passwordLabel: 'Новый пароль',
      submit: 'Сохранить пароль',
      done: 'Пароль изменён.',
      signIn: 'Войти',
      again: 'Запросить новую ссылку',
      invalid: 'Ссылка недействительна.',
      expired: 'Срок действия ссылки истёк.',
      used: 'Эта ссылка уже использована.',
      failed: 'Не удалось сменить пароль',
    },
  },
  emailVerification: {
    subtitle: 'Ссылка из письма подтверждает, что адрес ваш.',
    home: 'На главную',
    title: 'Подтверждение адреса почты',
    verifying: 'Подтверждаем адрес…',
    done: 'Адрес почты подтверждён.',
    continue: 'Продолжить',
    invalid: 'Эта ссылка недействительна.',
    expired: 'Срок действия ссылки истёк.',
    used: 'Ссылка уже использована или заменена новой.',
    failed: 'Не удалось подтвердить адрес',
    signInToResend: 'Войдите, чтобы получить новую ссылку.',
    resend: 'Отправить ссылку ещё раз',
    resent: 'Письмо с новой ссылкой отправлено: проверьте почту.',
    resendFailed: 'Не удалось отправить ссылку',
    notice: {
      sell: 'Чтобы выставлять предложения, подтвердите адрес {{email}}: откройте ссылку из письма, которое мы прислали.',
      withdraw:
        'Чтобы выводить деньги, подтвердите адрес {{email}}: откройте ссылку из письма, которое мы прислали.',
    },
  },
  validation: {
    common: {
      textControlCharacters:
        'Текст не может содержать управляющие символы (например, NUL) или повреждённые символы Юникода',
      textOneLine: 'Это поле — одна строка: без переносов строк и табуляций',
    },
    auth: {
      passwordTooLong: 'Пароль должен быть не длиннее 128 символов',
      nameRequired: 'Введите имя',
      emailRequired: 'Введите электронную почту',
      emailInvalid: 'Введите корректный адрес электронной почты',
      passwordRequired: 'Введите пароль',
      passwordTooShort: 'Пароль должен содержать не менее {{min}} символов',
      confirmRequired: 'Повторите пароль',
      passwordsDontMatch: "Passwords don't match",
    },
    settings: {
      currentPasswordRequired: 'Введите текущий пароль',
      currentPasswordWrong: 'Текущий пароль указан неверно',
      passwordRequired: 'Введите новый пароль',
      passwordTooShort: 'Пароль должен содержать не менее {{min}} символов',
      passwordTooLong: 'Пароль должен содержать не более {{max}} символов',
      passwordsDontMatch: "Passwords don't match",
      accountDeleteConfirmation: 'Введите {{phrase}}, чтобы подтвердить',
    },
    /** The second factor and step-up (ADR 0053): the server's refusals by code. */
    security: {
      mfaCodeRequired: 'Введите код из приложения или резервный код',
      mfaCodeInvalid: 'Код неверный',
      mfaCodeUsed: 'Этот код уже использован: дождитесь следующего или возьмите другой резервный код',
      mfaTokenInvalid: 'Время на второй шаг входа истекло: войдите заново',
      mfaTooManyAttempts: 'Слишком много неверных кодов. Подождите 15 минут и попробуйте снова.',
      tooManyAttempts: 'Слишком много попыток. Подождите минуту и попробуйте снова.',
      totpAlreadyEnabled: 'Приложение-аутентификатор уже включено',
      totpNotEnabled: 'Приложение-аутентификатор не включено',
      totpSetupMissing: 'Начните настройку аутентификатора заново',
      secondFactorMissing: 'Сначала включите второй фактор',
      stepUpRequired: 'Подтвердите, что это вы, чтобы продолжить',
      stepUpProofRequired: 'Введите пароль или код',
      secondFactorRequired: 'Подтвердите кодом из приложения (или резервным кодом), а не паролем',
      stepUpUnavailable:
        'У аккаунта нет ни пароля, ни второго фактора: сначала включите аутентификатор в настройках',
      currentPasswordWrong: 'Пароль указан неверно',
      passwordRequired: 'Введите пароль',
    },
    profile: {
      nameRequired: 'Введите имя пользователя',
      nameTooLong: 'Не больше {{nameMax}} символов',
      countryTooLong: 'Не больше {{countryMax}} символов',
      aboutTooLong: 'Не больше {{aboutMax}} символов',
      socialLinkInvalid: 'Введите ссылку, начинающуюся с http:// или https://',
      socialLinkTooLong: 'Не больше {{linkMax}} символов',
      avatarInvalid: 'Загрузите аватар на этот сервер',
      backgroundNotPreset: 'Выберите один из готовых фонов',
    },
    offer: {
      offerCategoryRequired: m.offerCategoryRequired,
      offerNameRequired: m.offerNameRequired,
      offerNameTooLong: m.offerNameTooLong,
      offerShortDescriptionRequired: m.offerShortDescriptionRequired,
      offerShortDescriptionTooLong: m.offerShortDescriptionTooLong,
      offerLongDescriptionRequired: m.offerLongDescriptionRequired,
      offerLongDescriptionTooLong: m.offerLongDescriptionTooLong,
      offerPriceRequired: m.offerPriceRequired,
      offerPriceTooLow: m.offerPriceTooLow,
      offerPriceStep: m.offerPriceStep,
      offerPriceTooHigh: m.offerPriceTooHigh,
      offerMinQuantityRequired: m.offerMinQuantityRequired,
      offerAvailabilityBelowMin: m.offerAvailabilityBelowMin,
      offerAvailabilityMinOne: m.offerAvailabilityMinOne,
      offerAvailabilityNegative: m.offerAvailabilityNegative,
      offerAvailabilityInvalid: m.offerAvailabilityInvalid,
      offerAttributeUnknown: m.offerAttributeUnknown,
      offerAttributeInvalid: m.offerAttributeInvalid,
      offerPictureInvalid: m.offerPictureInvalid,
    },
    wallet: {
      amountInvalid: 'Введите сумму в рублях, например 500 или 499,90',
      topUpRange: 'Пополнение — от 1 до 1 000 000 ₽',
      withdrawalRange: 'Вывод — от 100 до 1 000 000 ₽',
      withdrawalDestinationRequired: 'Укажите карту или счёт',
      withdrawalDestinationTooLong: 'Не больше 200 символов',
    },
    orders: {
      reviewRatingInvalid: 'Оценка — от 1 до 10',
      reviewCommentTooLong: 'Отзыв — не больше 2000 символов',
      reviewReplyRequired: 'Напишите ответ',
      reviewReplyTooLong: 'Ответ — не больше 2000 символов',
      disputeReasonRequired: 'Опишите, что пошло не так',
      disputeReasonTooLong: 'Описание — не больше 2000 символов',
      orderDeliveryMessageTooLong: 'Сообщение — не больше 2000 символов',
    },
    admin: {
      adminReasonRequired: 'Укажите причину: её увидит пользователь',
      adminReasonTooLong: 'Причина — не больше 1000 символов',
      disputeSplitAmount: 'При разделении верните покупателю от 0,01 ₽ до суммы заказа без 0,01 ₽',
      amountInvalid: 'Введите сумму в рублях, не больше двух знаков после запятой',
    },
  },
};

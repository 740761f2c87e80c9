import { ruBrowse } from './ru-browse';
import { ruOffer } from './ru-offer';
import { ruPeople } from './ru-people';
import { ruRealtime } from './ru-realtime';
import type { ruAccount } from './ru-account';
import type { ruEditor } from './ru-editor';
import type { ruLotSearch } from './ru-lot-search';
import type { ruMoney } from './ru-money';
import type { ruValidation } from './ru-validation';
import type { ruPasskeys } from './ru-passkeys';
import type { ruSecurity } from './ru-security';
import type { ruModeration } from './ru-moderation';

/**
 * Default catalogue, entirely Russian: Latin letters only in brand and technical names
 * (contract/src/language-check.ts; i18n.test.ts checks every section).
 */
export const ru = {
  common: {
    appName: 'Gamelot',
    tagline: 'Игровые товары и услуги',
    loading: 'Загрузка...',
    comingSoon: 'Этот раздел скоро появится. Мы уже работаем над ним.',
    comingSoonBadge: 'Скоро',
    errorTitle: 'Что-то пошло не так',
    errorText: 'Не удалось показать эту страницу. Обновите её или попробуйте позже.',
    reload: 'Обновить страницу',
    /** The report button on offers, profiles and messages; its dialog's texts load with it. */
    report: 'Пожаловаться',
  },
  nav: {
    label: 'Основная навигация',
    main: 'ГЛАВНОЕ',
    profile: 'ПРОФИЛЬ',
    other: 'ПРОЧЕЕ',
    dashboard: 'Главная',
    market: 'Каталог',
    chats: 'Чаты',
    myProfile: 'Мой профиль',
    wallet: 'Кошелёк',
    orders: 'Заказы',
    admin: 'Админка',
    favourites: 'Избранное',
    settings: 'Настройки',
    moderation: 'Модерация',
  },
  theme: {
    light: 'Светлая тема',
    dark: 'Тёмная тема',
  },
  language: {
    label: 'Язык',
    ru: 'RU',
    en: 'EN',
  },
  layout: {
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    skipToContent: 'Перейти к содержимому',
    home: 'Gamelot — на главную',
  },
  topbar: {
    searchLabel: 'Поиск',
    searchPlaceholder: 'Поиск игр и категорий',
    notifications: 'Уведомления',
    unread: 'Непрочитанных: {{count}}',
    logout: 'Выйти',
    login: 'Войти',
    guest: 'Гость',
  },
  footer: {
    documents: 'Документы',
    rules: 'Правила торговли',
    privacy: 'Политика конфиденциальности',
    cookies: 'Политика cookie',
    agreement: 'Пользовательское соглашение',
    requisites: 'Реквизиты',
    social: 'Мы в соцсетях',
    telegram: 'Telegram',
    vk: 'VK',
    x: 'X (Twitter)',
    copyright: '© {{year}} Gamelot. Все права защищены.',
  },
  auth: {
    methods: 'Способ входа',
    methodEmail: 'E-mail',
    methodGoogle: 'Google',
    methodGuest: 'Гость',
    nameLabel: 'Имя',
    emailLabel: 'Электронная почта',
    passwordLabel: 'Пароль',
    confirmLabel: 'Подтвердите пароль',
    emailPlaceholder: 'you@example.com',
    googleButton: 'Продолжить с Google',
    googleNotConfigured: 'Вход через Google на этом сервере не настроен',
    login: {
      title: 'Добро пожаловать в Gamelot',
      subtitle: 'Войдите, чтобы покупать, продавать и общаться с продавцами.',
      submit: 'Войти',
      submitting: 'Входим...',
      googleText: 'Вы будете перенаправлены в Google для входа',
      guestText: 'Продолжить как гость, без регистрации',
      guestButton: 'Войти как гость',
      guestSubmitting: 'Входим как гость...',
      noAccount: 'Нет аккаунта?',
      registerLink: 'Зарегистрироваться',
      failed: 'Не удалось войти',
      guestFailed: 'Не удалось войти как гость',
      googleEmailUnproven:
        'Аккаунт с этим e-mail уже зарегистрирован с паролем, и Google к нему не привязан. Войдите по e-mail и паролю, затем привяжите Google в настройках.',
      googleEmailLinked: 'Аккаунт с этим e-mail уже привязан к другому аккаунту Google. Войдите через него.',
    },
    register: {
      title: 'Создание аккаунта',
      subtitle: 'Зарегистрируйтесь, чтобы продавать, покупать и подписываться на продавцов.',
      providers: 'Способ регистрации',
      submit: 'Зарегистрироваться',
      submitting: 'Регистрация...',
      googleText: 'Вы будете перенаправлены в Google для регистрации',
      haveAccount: 'Уже есть аккаунт?',
      loginLink: 'Войти',
      failed: 'Не удалось зарегистрироваться',
      emailTaken: 'Этот e-mail уже зарегистрирован. Переходим ко входу...',
    },
    oauth: {
      title: 'Вход в Gamelot',
      waiting: 'Завершаем вход...',
      tokenMissing: 'В ссылке нет токена входа',
      redirecting: 'Возвращаем на страницу входа...',
    },
  },
  pages: {
    market: 'Каталог',
    lot: 'Категория',
    chats: 'Чаты',
    profile: 'Профиль',
    profileEdit: 'Редактирование профиля',
    stats: {
      offers: 'Офферы',
      followers: 'Подписчики',
      following: 'Подписки',
      favorites: 'Избранное',
    },
    offer: 'Оффер',
    offerEdit: 'Редактирование оффера',
    offerCreate: 'Создание оффера',
    rules: 'Правила торговли',
    players: 'Игроки',
    userAgreement: 'Пользовательское соглашение',
    privacyPolicy: 'Политика конфиденциальности',
    cookiePolicy: 'Политика cookie',
    requisites: 'Реквизиты',
    settings: 'Настройки',
    wallet: 'Кошелёк',
    orders: 'Заказы',
    admin: 'Администрирование',
  },
  notFound: {
    title: 'Страница не найдена',
    text: 'Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.',
    home: 'На главную',
  },
  ...ruOffer,
  ...ruBrowse,
  ...ruPeople,
  ...ruRealtime,
};

/**
 * Every key of the app. `ru` above is what the first load carries; the buying pages' sections
 * (ru-money.ts) and the offer editor's (ru-editor.ts) come with the pages that use them, through
 * `@/shared/i18n/money-texts` and `@/shared/i18n/editor-texts`, the lot page's search texts
 * (ru-lot-search.ts) through `@/shared/i18n/lot-search-texts`, the forms' error texts
 * (ru-validation.ts) through `@/shared/i18n/validation-texts`, the settings and legal pages' frame
 * (ru-account.ts) through `@/shared/i18n/account-texts`, passkeys (ru-passkeys.ts) through
 * `@/shared/i18n/passkey-texts`, the second factor's (ru-security.ts) through
 * `@/shared/i18n/security-texts`, reports and moderation (ru-moderation.ts) through
 * `@/shared/i18n/moderation-texts`. `en` holds all of them at once.
 */
export type Catalogue = typeof ru &
  typeof ruAccount &
  typeof ruMoney &
  typeof ruEditor &
  typeof ruLotSearch &
  typeof ruValidation &
  typeof ruPasskeys &
  typeof ruSecurity &
  typeof ruModeration;

import type { RuleTexts } from './rule-types';

/** The trading rules in Russian (docs/product.md#rules-page); rules.en.ts holds the same in English. */
export const rulesRu: RuleTexts = {
  sanctions: {
    offerRemoval: 'Снятие оффера',
    warning: 'Предупреждение',
    temporaryBan: 'Временная блокировка',
    permanentBan: 'Вечная блокировка',
    accountSuspension: 'Приостановка аккаунта',
    legalAction: 'Обращение в правоохранительные органы',
    refundStrike: 'Возврат денег и штрафной балл',
    reportingSuspension: 'Запрет отправлять жалобы',
  },
  categories: [
    {
      id: 'general',
      title: 'Общие правила',
      summary: 'Что можно выставлять и как оффер должен это описывать.',
      rules: [
        {
          violation: 'Продажа товаров или услуг, не связанных с играми, или того, чем вы не владеете и не распоряжаетесь',
          sanction: 'offerRemoval',
        },
        {
          violation: 'Дубли офферов в одной категории, чтобы сдвинуть других продавцов вниз списка',
          sanction: 'warning',
        },
        {
          violation:
            'Вводящие в заблуждение название, картинка или описание: не тот сервер, регион, уровень, ранг или состав оффера',
          sanction: 'offerRemoval',
        },
        {
          violation: 'Продажа товаров, добытых читами, ботами, эксплойтами или багами дюпа',
          sanction: 'temporaryBan',
        },
      ],
    },
    {
      id: 'accounts',
      title: 'Аккаунты и услуги',
      summary: 'Продажа аккаунтов и работа на аккаунте покупателя (бустинг, обучение, прокачка).',
      rules: [
        { violation: 'Продажа украденного, взломанного или подобранного перебором аккаунта', sanction: 'permanentBan' },
        {
          violation:
            'Возврат проданного аккаунта после сделки: смена его e-mail или пароля, восстановление через поддержку игры',
          sanction: 'accountSuspension',
        },
        {
          violation: 'Передача не всех данных для входа (логин, пароль, привязанный e-mail), обещанных в оффере',
          sanction: 'refundStrike',
        },
        {
          violation: 'Читы, макросы или скрипты при бустинге или прокачке аккаунта покупателя',
          sanction: 'temporaryBan',
        },
      ],
    },
    {
      id: 'goods',
      title: 'Виртуальные товары',
      summary: 'Ключи, подарочные карты, игровая валюта и предметы.',
      rules: [
        {
          violation: 'Товар отличается от оффера количеством, качеством, сервером или регионом',
          sanction: 'refundStrike',
        },
        {
          violation: 'Продажа уже активированных ключей, кодов или подарочных карт либо полученных мошенничеством',
          sanction: 'permanentBan',
        },
        {
          violation: 'Товар не передан в срок, указанный в оффере, и покупатель не знает почему',
          sanction: 'warning',
        },
        {
          violation: 'Товары, запрещённые пользовательским соглашением: пиратские программы, читы, персональные данные',
          sanction: 'offerRemoval',
        },
      ],
    },
    {
      id: 'behavior',
      title: 'Поведение пользователей',
      summary: 'Как участники общаются друг с другом в чатах, отзывах и жалобах.',
      rules: [
        {
          violation: 'Оскорбления, угрозы, травля или дискриминация в чатах, офферах или отзывах',
          sanction: 'temporaryBan',
        },
        {
          violation: 'Спам, реклама других торговых площадок и сторонних контактов',
          sanction: 'warning',
        },
        {
          violation: 'Фальшивые отзывы, обмен отзывами, давление на покупателя, чтобы он изменил или удалил отзыв',
          sanction: 'temporaryBan',
        },
        {
          violation: 'Заведомо ложные жалобы или засыпание модераторов жалобами',
          sanction: 'reportingSuspension',
        },
      ],
    },
    {
      id: 'payments',
      title: 'Оплата',
      summary: 'Каждая сделка оплачивается через Gamelot — так защищены обе стороны.',
      rules: [
        {
          violation: 'Просьба об оплате или приём оплаты мимо площадки (карты, кошельки, криптовалюта)',
          sanction: 'accountSuspension',
        },
        {
          violation: 'Недобросовестный чарджбэк или спор о платеже после получения товара',
          sanction: 'permanentBan',
        },
        {
          violation: 'Мошенничество, отмывание денег, оплата украденными картами или аккаунтами',
          sanction: 'legalAction',
        },
      ],
    },
  ],
};

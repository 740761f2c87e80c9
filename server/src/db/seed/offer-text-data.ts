import type { LotKind } from './catalog-types.ts';

// Offer copy by lot kind. `{game}` is the game's name; `{unit}` and `{min}` describe the unit of a
// PER_UNIT lot. Short descriptions stay well under the 100-character limit once filled in.

export type Lang = 'ru' | 'en';
type Copy = { short: string[]; intro: string[]; delivery: string[] };

export const KIND_COPY: Record<LotKind, Record<Lang, Copy>> = {
  accounts: {
    ru: {
      short: [
        'Полный доступ, родная почта. Выдача сразу после оплаты.',
        'Аккаунт с гарантией, смена всех данных.',
        'Личный аккаунт, не брут. Помогу сменить почту.',
      ],
      intro: [
        'Продаю личный аккаунт {game}. Играл сам, никаких банов и нарушений.',
        'Аккаунт {game} с полным доступом: логин, пароль и родная почта.',
      ],
      delivery: [
        'Данные приходят в чат сразу после оплаты. Помогу сменить почту и пароль, подскажу по 2FA.',
        'Выдача вручную в течение 15 минут. После смены данных аккаунт полностью ваш.',
      ],
    },
    en: {
      short: [
        'Full access with original e-mail, instant delivery.',
        'Hand-levelled account, no bans, full access.',
      ],
      intro: ['Selling my own {game} account. Never shared, never banned.'],
      delivery: [
        'Login details are sent to the chat right after payment; I will help you change the e-mail.',
      ],
    },
  },
  currency: {
    ru: {
      short: ['Цена за {unit}, минимум {min}. Передача за 10 минут.', 'Быстрая передача, цена за {unit}.'],
      intro: [
        'Продаю валюту {game}, добытую вручную: фарм и торговля, без ботов.',
        'Большой запас валюты {game}, отгружаю любой объём от минимального.',
      ],
      delivery: [
        'Передача через аукцион, почту или личный обмен — как удобнее вам. Цена указана за {unit}.',
        'Перед оплатой напишите ник персонажа. Цена за {unit}, минимальный заказ — {min}.',
      ],
    },
    en: {
      short: [
        'Price per {unit}, min {min}. Delivered within 10 minutes.',
        'Hand-farmed, safe trade, per {unit}.',
      ],
      intro: ['Hand-farmed {game} currency, no bots, no duped goods.'],
      delivery: [
        'Delivered by mail, auction house or face-to-face trade. Price is per {unit}, minimum {min}.',
      ],
    },
  },
  items: {
    ru: {
      short: ['Передача в игре или через трейд за 15 минут.', 'В наличии, выдача сразу после оплаты.'],
      intro: ['Предметы {game} в наличии, без дюпа и сомнительного происхождения.'],
      delivery: [
        'Передача через обмен в игре. Напишите ник и удобное время — выдам в течение 15 минут.',
        'Если предмета не окажется в наличии, верну деньги сразу.',
      ],
    },
    en: {
      short: ['In stock, in-game trade within 15 minutes.'],
      intro: ['{game} items in stock, legit origin.'],
      delivery: ['In-game trade. Send me your nickname and a convenient time.'],
    },
  },
  skins: {
    ru: {
      short: ['Скин в наличии, передача через трейд.', 'Редкий скин, быстрая выдача.'],
      intro: ['Скины {game} из личной коллекции. Всё чистое, без блокировок обмена.'],
      delivery: ['Передача через обмен или подарок. После оплаты пришлите ссылку на трейд или ник.'],
    },
    en: {
      short: ['Skin in stock, sent via trade offer.'],
      intro: ['{game} skins from my own inventory, no trade holds.'],
      delivery: ['Sent via trade offer or gift; send your trade link after payment.'],
    },
  },
  boost: {
    ru: {
      short: ['Ручной буст, без читов. Старт в течение часа.', 'Опытные бустеры, стрим по запросу.'],
      intro: [
        'Бущу в {game} вручную, только опытные игроки высокого рейтинга. Никаких читов и скриптов.',
        'Буст {game}: можно с передачей аккаунта или в пати со мной (duo).',
      ],
      delivery: [
        'Начинаю в течение часа после оплаты. Отчёт и скриншоты в чате, стрим по запросу. VPN вашего региона.',
        'Сроки зависят от объёма — обычно 1–3 дня. Если не успею, верну деньги за неотыгранную часть.',
      ],
    },
    en: {
      short: [
        'Hand-played boost, no cheats. Starts within an hour.',
        'Duo or account-share, stream on request.',
      ],
      intro: ['High-rated players boosting {game} by hand — no scripts, no cheats.'],
      delivery: ['Starts within an hour of payment; progress screenshots in chat, stream on request.'],
    },
  },
  raids: {
    ru: {
      short: ['Кэрри опытной командой, весь лут ваш.', 'Рейд по расписанию, можно в пати с нами.'],
      intro: [
        'Водим рейды {game} постоянным составом с прогрессом на высшей сложности.',
        'Сопровождение в {game}: вы играете с нами или мы проходим на вашем аккаунте.',
      ],
      delivery: [
        'Расписание рейдов в профиле, согласуем время в чате. Весь лут, который падает вам, остаётся у вас.',
        'Если рейд сорвётся по нашей вине — переносим или возвращаем деньги.',
      ],
    },
    en: {
      short: ['Experienced team carry, all your loot is yours.'],
      intro: ['We run {game} raids with a steady roster and top-difficulty progress.'],
      delivery: ['We agree on a time in chat; play with us or let us pilot your account.'],
    },
  },
  keys: {
    ru: {
      short: ['Официальный ключ, моментальная выдача.', 'Ключ активации, гарантия 24 часа.'],
      intro: ['Официальные ключи и подарки {game}, закупаю у дистрибьюторов.'],
      delivery: [
        'Ключ приходит автоматически сразу после оплаты. Возврат возможен только за неактивированный ключ в течение 24 часов.',
      ],
    },
    en: {
      short: ['Official key, instant delivery.'],
      intro: ['Official {game} keys and gifts bought from distributors.'],
      delivery: ['The key is delivered instantly. Unactivated keys can be refunded within 24 hours.'],
    },
  },
  topup: {
    ru: {
      short: ['Пополнение по ID, без передачи пароля.', 'Официальное пополнение за 5–15 минут.'],
      intro: [
        'Пополняю {game} официальным способом — через магазин, без серых схем и без риска блокировки.',
        'Пополнение {game} по ID или логину, быстро и безопасно.',
      ],
      delivery: [
        'После оплаты пришлите ID (или логин) и регион. Зачисление за 5–15 минут, чек скину в чат.',
        'Работаю круглосуточно, если задержка больше часа — верну деньги.',
      ],
    },
    en: {
      short: ['Official top-up by ID, no password needed.'],
      intro: ['Official {game} top-up through the store, no grey methods.'],
      delivery: ['Send your ID and region after payment; credited within 5–15 minutes.'],
    },
  },
  giftcards: {
    ru: {
      short: ['Подарочная карта, код сразу после оплаты.', 'Код пополнения, выдача автоматически.'],
      intro: ['Подарочные карты {game} разных регионов и номиналов.'],
      delivery: ['Код приходит автоматически. Проверьте регион своего аккаунта перед покупкой.'],
    },
    en: {
      short: ['Gift card code delivered instantly.'],
      intro: ['{game} gift cards for several regions and amounts.'],
      delivery: ['The code is sent automatically; check your account region first.'],
    },
  },
  coaching: {
    ru: {
      short: ['Занятие в Discord, разбор ваших игр.', 'Индивидуальная тренировка, 1–2 часа.'],
      intro: ['Тренирую игроков {game}: механика, тактика, разбор ошибок на ваших записях.'],
      delivery: ['Занятие в Discord с демонстрацией экрана. Время согласуем в чате, после — конспект.'],
    },
    en: {
      short: ['1-on-1 session on Discord, replay review.'],
      intro: ['Coaching {game} players: mechanics, decision making, replay reviews.'],
      delivery: ['Session on Discord with screen sharing; notes afterwards.'],
    },
  },
  leveling: {
    ru: {
      short: ['Прокачка вручную, отчёт каждый день.', 'Быстрая прокачка без ботов.'],
      intro: ['Прокачка в {game} вручную, без ботов и сторонних программ.'],
      delivery: ['Начинаю в течение пары часов. Пока идёт прокачка, на аккаунт лучше не заходить.'],
    },
    en: {
      short: ['Hand-played leveling, daily progress reports.'],
      intro: ['Hand-played {game} leveling, no bots or third-party tools.'],
      delivery: ['Starts within a couple of hours; please stay logged out meanwhile.'],
    },
  },
  service: {
    ru: {
      short: ['Работа под ключ, согласуем детали в чате.'],
      intro: ['Выполню работу в {game} под ваши пожелания, есть портфолио.'],
      delivery: ['Обсуждаем задачу в чате, затем показываю промежуточный результат. Правки включены.'],
    },
    en: {
      short: ['Custom work, let us discuss details in chat.'],
      intro: ['Custom {game} work to your taste, portfolio available.'],
      delivery: ['We discuss the task in chat first; revisions included.'],
    },
  },
};

export const GUARANTEES: Record<Lang, string[]> = {
  ru: [
    'Работаю только через сделку на площадке — деньги получу после вашего подтверждения.',
    'Более 300 отзывов, можно почитать в профиле.',
    'На связи каждый день, отвечаю в течение 10 минут.',
    'Если возникнут вопросы — решу без арбитража.',
  ],
  en: [
    'Deals only through the platform: I am paid after you confirm.',
    'Online every day, replies within 10 minutes.',
    'Any problem is sorted out without a dispute.',
  ],
};

export const DETAILS_HEADING: Record<Lang, string> = { ru: 'Характеристики:', en: 'Details:' };
export const CLOSING: Record<Lang, string> = {
  ru: 'Перед покупкой напишите в чат, если нужен другой объём или особые условия.',
  en: 'Message me before buying if you need a custom amount or terms.',
};

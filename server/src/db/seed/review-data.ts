// Review comments by how the deal went. Ratings are stored 1–10 (docs/ARCHITECTURE.md#ratings).

/** Ratings 1–10 and how often buyers give them: mostly happy, a few disappointed. */
export const RATING_WEIGHTS: Array<[rating: number, weight: number]> = [
  [10, 36],
  [9, 24],
  [8, 16],
  [7, 10],
  [6, 5],
  [5, 3],
  [4, 2],
  [3, 2],
  [2, 1],
  [1, 1],
];

type Comments = { ru: string[]; en: string[] };

const GREAT: Comments = {
  ru: [
    'Всё быстро и чётко, рекомендую!',
    'Продавец на связи, выдал за 5 минут. Спасибо!',
    'Уже третья покупка, как всегда без проблем.',
    'Отличный продавец, всё как в описании.',
    'Сделали даже быстрее, чем обещали. 10/10',
    'Вежливый, всё объяснил, помог с настройкой. Буду брать ещё.',
    'Топ продавец, цена адекватная, выдача мгновенная.',
    'Всё пришло, аккаунт рабочий, почту сменил без проблем.',
    '',
  ],
  en: [
    'Fast and smooth, highly recommended!',
    'Delivered in minutes, great communication.',
    'Exactly as described. Will buy again.',
    'Legit seller, third order and still perfect.',
    '',
  ],
};

const GOOD: Comments = {
  ru: [
    'Всё хорошо, но пришлось немного подождать ответа.',
    'Нормально, выдали примерно через час.',
    'Товар соответствует, продавец адекватный.',
    'В целом доволен, спасибо.',
    '',
  ],
  en: [
    'Good deal, a bit slow to respond.',
    'All fine, took about an hour.',
    'Solid seller, no complaints.',
    '',
  ],
};

const MIXED: Comments = {
  ru: [
    'Выдали, но ждал почти сутки.',
    'Сделано, но не совсем то, что ожидал по описанию.',
    'Пришлось писать несколько раз, в итоге всё получил.',
  ],
  en: ['Got it in the end, but it took a day.', 'Okay, description could be clearer.'],
};

const BAD: Comments = {
  ru: [
    'Долго не отвечал, деньги вернули только через арбитраж.',
    'Буст сделали не полностью, пришлось открывать спор.',
    'Аккаунт отличался от описания. Не рекомендую.',
  ],
  en: ['Seller went silent, refunded via dispute.', 'Not as described. Would not buy again.'],
};

export function commentsFor(rating: number): Comments {
  if (rating >= 9) return GREAT;
  if (rating >= 7) return GOOD;
  if (rating >= 5) return MIXED;
  return BAD;
}

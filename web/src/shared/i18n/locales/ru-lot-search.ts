/**
 * The lot page's search texts: attribute filters, the text box, estimated totals, per-unit prices.
 * Added to the Russian catalogue by `@/shared/i18n/lot-search-texts`, with the lot page's code.
 */
export const ruLotSearch = {
  lotSearch: {
    anyValue: 'Все',
    rangeFrom: 'от',
    rangeTo: 'до',
    rangeFromLabel: '{{name}} от',
    rangeToLabel: '{{name}} до',
    rangeInvalid: 'Введите число',
    rangeInverted: 'Нижняя граница больше верхней',
    textLabel: 'Поиск в предложениях',
    textPlaceholder: 'Название или описание',
    textClear: 'Очистить поиск',
    sortUnitPriceAsc: 'Сначала дешевле за единицу',
    sortUnitPriceDesc: 'Сначала дороже за единицу',
    sortRelevance: 'По релевантности',
    offersAbout: 'Предложения (около {{n}})',
    noMatches: 'По запросу «{{q}}» ничего не найдено',
    noMatchesFiltered: 'По запросу «{{q}}» с выбранными фильтрами ничего не найдено',
    noMatchesHint: 'Проверьте написание или попробуйте другие слова.',
    pastEnd: 'Больше предложений нет',
    pastEndHint: 'Предложений меньше, чем показывала оценка: эта страница уже за последней.',
    firstPage: 'К первой странице',
    previousPage: 'К предыдущей странице',
    unitPrice: 'Цена за единицу',
    unitPriceFrom: 'Цена/ед. от',
    unitPriceTo: 'Цена/ед. до',
    perUnit: '{{price}} / {{unit}}',
    perUnitGeneric: '{{price}} за единицу',
    minOrder: 'от {{count}}',
    minOrderLabel: 'Минимальный заказ',
    pageOfAbout: 'Страница {{page}} из ~{{total}}',
  },
};

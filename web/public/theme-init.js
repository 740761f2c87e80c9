/* global document */
// Runs before first paint: applies the remembered theme (default dark) and language.
(function () {
  var root = document.documentElement;
  try {
    root.dataset.theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
    root.lang = localStorage.getItem('lang') === 'en' ? 'en' : 'ru';
  } catch {
    root.dataset.theme = 'dark';
  }
  root.style.colorScheme = root.dataset.theme;
})();

// ALTCHA's translation files register their words with the widget when imported and export nothing we read; the
// package ships no types for them.
declare module "altcha/i18n/*";

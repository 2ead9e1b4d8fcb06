/** The external FAQ the top bar's help link opens. */
export const HELP_FAQ_URL = 'https://help.shop-console.example/faq';

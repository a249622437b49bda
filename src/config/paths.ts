/** Every route of the product in one place; links are built from here, never typed by hand. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  meetings: '/meetings',
  admin: '/admin',
} as const;

/** The school's details in the info panel: static text, like the template's
 * (also the page data search engines read, app/page-heads.ts). */
export const CONTACT_INFO = {
  phone: '+55 48 3024-0340',
  email: 'info@meeting.edu',
  address: 'Rua das Flores 120, Florianópolis - SC, Brazil',
  website: 'www.meeting.edu',
} as const;

import type { TemplateCategory } from '@/contract';
import type { ArtSpec, Motif } from './demo-images';

export interface DemoMeeting {
  title: string;
  description: string;
  /**
   * Days after the seeding day, so the site never looks stale; the meeting falls on the first day
   * from then that is the weekday its hours name (seed/demo-dates.ts).
   */
  inDays: number;
  price: number;
  location: string;
  hours: string;
  bookNow: string;
  /** Seats for online registration; left out: booked as the Book Now text says. */
  capacity?: number;
  /** One of the template's categories, which migration 0017 gives every school. */
  category: TemplateCategory;
  motif: Motif;
}

export interface DemoCourse {
  title: string;
  description: string;
  price: number;
  rating: number;
  motif: Motif;
}

export const CATEGORY_COLORS: Record<TemplateCategory, ArtSpec['colors']> = {
  Soon: ['#f5a425', '#e76f2e', '#a12c2f'],
  Important: ['#a12c2f', '#6b1a1d', '#f5a425'],
  Attractive: ['#1f4e79', '#2a9d8f', '#f5a425'],
};

export const COURSE_COLORS: ArtSpec['colors'][] = [
  ['#264653', '#2a9d8f', '#e9c46a'],
  ['#a12c2f', '#f5a425', '#6b1a1d'],
  ['#3d348b', '#7678ed', '#f7b801'],
  ['#1b4332', '#52b788', '#d8f3dc'],
  ['#7b2cbf', '#c77dff', '#f5a425'],
  ['#14213d', '#fca311', '#e5e5e5'],
];

const campus = {
  main: 'Main Campus, Great Hall, Rua das Flores 120, Florianópolis',
  library: 'Central Library, Room 2.14, Rua das Flores 120, Florianópolis',
  science: 'Science Building, Lab 3, Av. Beira-Mar 455, Florianópolis',
  arts: 'Arts Centre Auditorium, Av. Beira-Mar 455, Florianópolis',
  online: 'Online (the link is sent after booking)',
  sports: 'Sports Centre, Court B, Rua Lauro Linhares 900, Florianópolis',
};

const book = {
  register:
    'Register online with the button on this page: your seat, or your place on the waiting list, is confirmed by e-mail. Questions? Call +55 48 3721-0000.',
  free: 'Free entry. Reserve your seat at the front office or call +55 48 3721-0000 so we can plan the room.',
  paid: 'Book at the front office, by phone on +55 48 3721-0000, or by writing to us from the contact form. Seats are confirmed by email.',
  online:
    'Register through the contact form with the subject "Online meeting"; we send the link the day before.',
};

export const DEMO_MEETINGS: DemoMeeting[] = [
  {
    title: 'Open Day: Campus Tour',
    description:
      'Walk through lecture halls, labs and the library with current students, meet the admissions team and ask every question you have about life on campus.',
    inDays: 3,
    price: 0,
    location: campus.main,
    hours: 'Saturday: 09:00 - 13:00',
    bookNow: book.register,
    capacity: 120,
    category: 'Soon',
    motif: 'people',
  },
  {
    title: 'Bachelor Degree Information Evening',
    description:
      'An evening with the programme directors of every bachelor degree: course structure, entry requirements, fees, scholarships and career paths after graduation.',
    inDays: 6,
    price: 0,
    location: campus.main,
    hours: 'Thursday: 18:30 - 20:30',
    bookNow: book.register,
    capacity: 60,
    category: 'Important',
    motif: 'cap',
  },
  {
    title: 'Scholarship Application Workshop',
    description:
      'Learn how to prepare a strong scholarship application, from the motivation letter to the reference letters, with feedback from the scholarship committee.',
    inDays: 9,
    price: 0,
    location: campus.library,
    hours: 'Wednesday: 14:00 - 16:00',
    bookNow: book.register,
    capacity: 25,
    category: 'Important',
    motif: 'book',
  },
  {
    title: 'Introduction to Programming Taster',
    description:
      'Write your first program in a friendly two-hour session for complete beginners, led by lecturers of the computer science department.',
    inDays: 11,
    price: 15,
    location: campus.science,
    hours: 'Tuesday: 10:00 - 12:00',
    bookNow: book.register,
    capacity: 12,
    category: 'Attractive',
    motif: 'laptop',
  },
  {
    title: 'Parents and Guardians Q&A',
    description:
      'Parents and guardians meet teachers and student services to talk about accommodation, safety, study support and how the academic year is organised.',
    inDays: 13,
    price: 0,
    location: campus.online,
    hours: 'Monday: 19:00 - 20:00',
    bookNow: book.online,
    category: 'Soon',
    motif: 'people',
  },
  {
    title: 'Study Skills Bootcamp',
    description:
      'Three practical sessions on note taking, time management and exam preparation that help first-year students settle into university study.',
    inDays: 16,
    price: 25,
    location: campus.library,
    hours: 'Monday - Wednesday: 09:00 - 11:00',
    bookNow: book.register,
    capacity: 20,
    category: 'Soon',
    motif: 'calendar',
  },
  {
    title: 'Science Fair Preview Night',
    description:
      'Students present their research projects before the regional science fair; visitors vote for the audience prize and tour the new laboratories.',
    inDays: 19,
    price: 5,
    location: campus.science,
    hours: 'Friday: 17:00 - 21:00',
    bookNow: book.register,
    capacity: 80,
    category: 'Attractive',
    motif: 'bulb',
  },
  {
    title: 'Enrolment Deadline Clinic',
    description:
      'Bring your documents and finish your enrolment with help from the registry office before the deadline closes at the end of the week.',
    inDays: 21,
    price: 0,
    location: campus.main,
    hours: 'Monday - Friday: 08:00 - 17:00',
    bookNow: book.free,
    category: 'Important',
    motif: 'calendar',
  },
  {
    title: 'Data Science Career Talk',
    description:
      'Alumni working as data scientists explain what the job really involves, which skills employers look for and how our degree prepares you.',
    inDays: 24,
    price: 0,
    location: campus.online,
    hours: 'Tuesday: 18:00 - 19:30',
    bookNow: book.online,
    category: 'Attractive',
    motif: 'chart',
  },
  {
    title: 'Portfolio Review for Art Applicants',
    description:
      'One-to-one reviews of your art and design portfolio with faculty members, with honest advice on what to add before you apply.',
    inDays: 27,
    price: 20,
    location: campus.arts,
    hours: 'Saturday: 10:00 - 15:00',
    bookNow: book.paid,
    category: 'Important',
    motif: 'palette',
  },
  {
    title: 'International Students Welcome',
    description:
      'Meet other international students, get help with visas, bank accounts and housing, and learn about the language support we offer all year.',
    inDays: 30,
    price: 0,
    location: campus.main,
    hours: 'Monday: 10:00 - 12:00',
    bookNow: book.free,
    category: 'Soon',
    motif: 'globe',
  },
  {
    title: 'Photography Walk Along the Bay',
    description:
      'A guided photography walk along the bay with the media department, followed by a short editing session and a small exhibition of the best shots.',
    inDays: 33,
    price: 10,
    location: campus.arts,
    hours: 'Sunday: 07:00 - 10:00',
    bookNow: book.paid,
    category: 'Attractive',
    motif: 'camera',
  },
  {
    title: 'Financial Aid Briefing',
    description:
      'Everything about grants, student loans, payment plans and part-time work on campus, explained by the financial aid office in plain language.',
    inDays: 37,
    price: 0,
    location: campus.online,
    hours: 'Wednesday: 18:00 - 19:00',
    bookNow: book.online,
    category: 'Important',
    motif: 'chart',
  },
  {
    title: 'Robotics Club Demo Day',
    description:
      'The robotics club shows its competition robots, lets visitors drive them and explains how students from any course can join the team.',
    inDays: 40,
    price: 0,
    location: campus.science,
    hours: 'Saturday: 11:00 - 16:00',
    bookNow: book.free,
    category: 'Attractive',
    motif: 'laptop',
  },
  {
    title: 'Teacher Training Information Session',
    description:
      'For graduates who want to teach: the training route, school placements, funding and what a typical week looks like during the programme.',
    inDays: 44,
    price: 0,
    location: campus.library,
    hours: 'Thursday: 17:30 - 19:00',
    bookNow: book.free,
    category: 'Soon',
    motif: 'book',
  },
  {
    title: 'Entrepreneurship Pitch Evening',
    description:
      'Student founders pitch their start-up ideas to a panel of local investors; the audience hears feedback and meets the innovation hub team.',
    inDays: 48,
    price: 12,
    location: campus.arts,
    hours: 'Friday: 18:00 - 21:00',
    bookNow: book.paid,
    category: 'Attractive',
    motif: 'bulb',
  },
  {
    title: 'Exam Period Wellbeing Session',
    description:
      'Practical ways to manage stress during exams, with the counselling team, a short mindfulness practice and information on support services.',
    inDays: 52,
    price: 0,
    location: campus.sports,
    hours: 'Tuesday: 12:00 - 13:00',
    bookNow: book.free,
    category: 'Important',
    motif: 'people',
  },
  {
    title: 'Language Exchange Meetup',
    description:
      'Practise Portuguese, English or Spanish with native speakers in relaxed conversation groups, guided by the language centre tutors.',
    inDays: 56,
    price: 0,
    location: campus.library,
    hours: 'Wednesday: 17:00 - 19:00',
    bookNow: book.free,
    category: 'Soon',
    motif: 'globe',
  },
  {
    title: 'Master Programmes Fair',
    description:
      'Every master programme in one hall: talk to coordinators, compare research areas and learn how to apply for the next intake.',
    inDays: 61,
    price: 0,
    location: campus.main,
    hours: 'Saturday: 09:00 - 14:00',
    bookNow: book.free,
    category: 'Important',
    motif: 'cap',
  },
  {
    title: 'Design Thinking Workshop',
    description:
      'A hands-on workshop where small teams solve a real problem from a local company using design thinking methods, prototypes and quick user tests.',
    inDays: 66,
    price: 30,
    location: campus.arts,
    hours: 'Thursday: 09:00 - 17:00',
    bookNow: book.paid,
    category: 'Attractive',
    motif: 'palette',
  },
  {
    title: 'Library Research Masterclass',
    description:
      'Librarians show how to find journal articles, use citation managers and avoid plagiarism, with practical exercises for your next assignment.',
    inDays: 71,
    price: 0,
    location: campus.library,
    hours: 'Monday: 15:00 - 17:00',
    bookNow: book.free,
    category: 'Soon',
    motif: 'book',
  },
  {
    title: 'Graduation Ceremony Rehearsal',
    description:
      "The rehearsal for this term's graduation ceremony: seating, gowns, timing and the procession, with the events team answering questions.",
    inDays: 78,
    price: 0,
    location: campus.main,
    hours: 'Friday: 10:00 - 12:00',
    bookNow: book.free,
    category: 'Important',
    motif: 'cap',
  },
  {
    title: 'Summer School Preview',
    description:
      'Discover the summer school courses in languages, coding, arts and sport, and how summer credits can count towards your degree.',
    inDays: 86,
    price: 0,
    location: campus.online,
    hours: 'Tuesday: 18:00 - 19:00',
    bookNow: book.online,
    category: 'Soon',
    motif: 'calendar',
  },
  {
    title: 'Sports Scholarship Trials',
    description:
      'Trials for athletes applying for sports scholarships in football, volleyball, swimming and athletics, with the coaches of each team.',
    inDays: 95,
    price: 0,
    location: campus.sports,
    hours: 'Saturday: 08:00 - 16:00',
    bookNow: book.free,
    category: 'Attractive',
    motif: 'people',
  },
  {
    title: 'Alumni Networking Night',
    description:
      'Graduates from many fields share their stories and meet students over dinner; bring questions about internships, first jobs and careers.',
    inDays: 104,
    price: 35,
    location: campus.arts,
    hours: 'Thursday: 19:00 - 22:00',
    bookNow: book.paid,
    category: 'Attractive',
    motif: 'people',
  },
  {
    title: 'New Academic Year Orientation',
    description:
      'The first day for new students: welcome talks, campus tours, timetables, student cards and a welcome party organised by the student union.',
    inDays: 118,
    price: 0,
    location: campus.main,
    hours: 'Monday: 09:00 - 17:00',
    bookNow: book.free,
    category: 'Important',
    motif: 'cap',
  },
  {
    title: 'Coding Competition Finals',
    description:
      'The finals of the inter-school coding competition: watch teams solve algorithm puzzles live, with a scoreboard, commentary and prizes.',
    inDays: 132,
    price: 5,
    location: campus.science,
    hours: 'Saturday: 10:00 - 18:00',
    bookNow: book.paid,
    category: 'Soon',
    motif: 'laptop',
  },
];

export const DEMO_COURSES: DemoCourse[] = [
  {
    title: 'Web Development Bootcamp',
    description:
      'Build modern websites from scratch with HTML, CSS, JavaScript and React, ending with a portfolio project you can show to employers.',
    price: 320,
    rating: 5,
    motif: 'laptop',
  },
  {
    title: 'Data Science Foundations',
    description:
      'Statistics, Python and data visualisation for beginners, with real data sets from public health, sport and economics.',
    price: 290,
    rating: 5,
    motif: 'chart',
  },
  {
    title: 'Graphic Design Essentials',
    description:
      'Typography, colour, layout and branding, practised in weekly studio briefs reviewed by working designers.',
    price: 240,
    rating: 4,
    motif: 'palette',
  },
  {
    title: 'Business English',
    description:
      'Write clear emails and reports, run meetings and present with confidence in English, at intermediate level and above.',
    price: 180,
    rating: 4,
    motif: 'globe',
  },
  {
    title: 'Financial Accounting',
    description:
      'Balance sheets, income statements and cash flow explained step by step, preparing you for the first professional exams.',
    price: 260,
    rating: 4,
    motif: 'chart',
  },
  {
    title: 'Introduction to Psychology',
    description:
      'How we think, learn, remember and relate to others: the big ideas of psychology and the experiments behind them.',
    price: 150,
    rating: 5,
    motif: 'people',
  },
  {
    title: 'Mobile App Development',
    description:
      'Design and build apps for Android and iOS with one code base, from the first screen to publishing in the stores.',
    price: 340,
    rating: 4,
    motif: 'laptop',
  },
  {
    title: 'Digital Photography',
    description:
      'Master your camera, light and composition, then edit and print a small series of photographs for the end-of-course exhibition.',
    price: 160,
    rating: 3,
    motif: 'camera',
  },
  {
    title: 'Project Management Basics',
    description:
      'Plan, schedule and lead projects of any size with proven methods, templates and a simulation of a real project.',
    price: 210,
    rating: 4,
    motif: 'calendar',
  },
  {
    title: 'Creative Writing Workshop',
    description:
      'Short stories, poetry and personal essays written and discussed in small groups, guided by published authors.',
    price: 140,
    rating: 5,
    motif: 'book',
  },
];

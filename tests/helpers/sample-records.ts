// Sample records as the admin forms send them: the API tests post them, and the previous-release fixture
// (tests/fixtures/previous-release/build-in-old-tree.ts, which make.sh runs with a copy of this file) was
// filled with them. Plain data only, so that script can import it inside the old release's tree.

/** A school without its name and contact list (each use names its own). */
export const SAMPLE_SCHOOL = {
  description: 'A pre and primary school in Arusha.',
  location: 'Arusha, Tanzania',
  openingYear: '2004',
  detailLeft: 'English medium',
  detailRight: 'Day and boarding',
  headName: 'Mrs. Rehema Massawe',
  headTitle: 'Head Teacher',
  teachers: '25',
  students: '480',
  workers: '12',
  awards: '7',
};

/** A school row as a database import may leave it: every optional text blank, no pictures, no figures. */
export const BLANK_SCHOOL_ROW = {
  description: '',
  detailLeft: '',
  detailRight: '',
  headTitle: '',
  headImage: null,
  image1: null,
  image2: null,
  image3: null,
  teachers: 0,
  students: 0,
  workers: 0,
  awards: 0,
  contactPhone: '',
  contactEmail: '',
};

/** The school's contact fields after its contact list. */
export const SAMPLE_SCHOOL_CONTACT = {
  contactPhone: '+255 700 111 222',
  contactEmail: 'info@brightschools.ac.tz',
  iconName: 'MenuBookIcon',
};

export const SAMPLE_DIRECTOR_MESSAGE = {
  name: 'Dr. Neema Kimaro',
  directorYear: '2015 - present',
  message: 'Welcome to Bright Schools.',
  facebook: 'https://facebook.com/brightschools',
  twitter: 'x.com/brightschools',
  instagram: '//instagram.com/brightschools',
  linkedin: '#',
};

export const SAMPLE_PARTNER = {
  name: 'Upendo Foundation',
  about: 'We support school meals.',
  location: 'Moshi, Kilimanjaro',
  startYear: '2012',
  mission: 'Every child fed.',
  vision: 'Healthy learners.',
  numberOfWorkers: '14',
  numberOfProjects: '9',
  satisfyingClients: '120',
  contacts: 'info@upendo.org, +255 744 000 000',
};

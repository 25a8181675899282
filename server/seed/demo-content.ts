// The words of the demo site: six schools, blog posts, gallery captions, the director's message, the partner
// club, contact settings and the texts of the downloadable documents. Everything here is invented for the
// demo; e-mail addresses use the reserved .example domain so no real mailbox receives mail from a demo site.
import type { SchoolDetail } from '../../common/api-types.ts';
import type { DocumentType, GalleryCategory, SchoolIcon } from '../../common/constants.ts';
import type { PdfBlock, PdfDocument } from './pdf.ts';
import type { Scene } from './pictures.ts';

const DOMAIN = 'brightschools.example';
const mail = (box: string) => `${box}@${DOMAIN}`;

export const GROUP_NAME = 'Bright Pre and Primary Schools';
export const GROUP_ADDRESS = 'P.O. Box 8123, Moshi, Kilimanjaro, Tanzania';
export const OFFICE_PHONE = '+255 27 275 1040';

// ---- schools -----------------------------------------------------------------------------------

/** The picture fields of a school record: a demo school names its pictures instead (`head`, `pictures`). */
type PictureField = `${'headImage' | 'image1' | 'image2' | 'image3'}${'' | 'Variants'}`;

/** The fields of T that may be empty (null): a demo record may leave them out. */
type EmptyField<T> = { [K in keyof T]: null extends T[K] ? K : never }[keyof T];
type DemoFields = Omit<
  SchoolDetail,
  '_id' | 'createdAt' | 'updatedAt' | 'schoolName' | 'description' | 'iconName' | 'alt' | PictureField
>;

/**
 * A school's record but for its name (DEFAULT_SCHOOL_NAMES) and pictures: a new record field that may not be
 * empty fails here; every field is stored as given (server/seed/demo.ts).
 */
export interface DemoSchool
  extends Omit<DemoFields, EmptyField<DemoFields>>, Partial<Pick<DemoFields, EmptyField<DemoFields>>> {
  description: (name: string) => string;
  head: 'woman' | 'man';
  iconName: SchoolIcon;
  /** image1..image3: gallery pictures (by title), shared with the gallery as a real site would. */
  pictures: [PictureRef, PictureRef, PictureRef];
}

/** A picture the demo already has: a gallery item or a blog post's image, by title. */
export type PictureRef = { gallery: string } | { post: string };

/** In the order of DEFAULT_SCHOOL_NAMES; a deployment with its own names gets these profiles in turn. */
export const SCHOOLS: DemoSchool[] = [
  {
    description: (name) =>
      `${name} is where the Bright story began: a calm, colourful home for our youngest children, from one to four years old. ` +
      'Little ones learn through play, songs in Kiswahili and English, stories and lots of time outdoors in a safe, shady garden. ' +
      'Our caregivers know every child by name and keep parents informed every single day.',
    location: 'Rau, Moshi Municipality, Kilimanjaro',
    openingYear: 2019,
    detailLeft:
      'Our day\n' +
      'Children arrive from 7:00 in the morning and are welcomed with porridge and a morning song. ' +
      'The day follows a gentle rhythm of free play, circle time, stories, outdoor games, a hot lunch and an afternoon rest.\n' +
      'Nursery classes (three to four years) add early letters, numbers, colours and shapes, so that children start pre-primary with confidence.',
    detailRight:
      'Care and safety\n' +
      'Small groups of at most twelve children per caregiver, a fenced garden, clean water and a nurse on call.\n' +
      'Meals are cooked fresh on site with vegetables from local farmers, and every child has a clean bed for the afternoon rest.\n' +
      'Parents receive a short daily note about meals, sleep and play.',
    headName: 'Mrs. Neema Mushi',
    headTitle: 'Head of Day Care',
    head: 'woman',
    teachers: 9,
    students: 86,
    workers: 7,
    awards: 2,
    contactList: [
      ['+255 754 210 311', mail('daycare')],
      ['+255 27 275 1041', mail('office')],
    ],
    contactPhone: '+255 754 210 311',
    contactEmail: mail('daycare'),
    iconName: 'ChildCareIcon',
    pictures: [
      { gallery: 'Story time under the acacia' },
      { gallery: 'Painting our mountain' },
      { gallery: 'Our school garden' },
    ],
  },
  {
    description: (name) =>
      `${name} is our first and largest school, an English-medium pre-primary and primary school in the green outskirts of Moshi with a clear view of Kilimanjaro. ` +
      'Pupils from pre-primary to Standard Seven learn in bright classrooms, a library and a computer lab, guided by qualified and caring teachers. ' +
      'Our first Standard Seven class graduated in 2023 with excellent results.',
    location: 'Shirimatunda, Moshi, Kilimanjaro',
    openingYear: 2019,
    detailLeft:
      'Learning\n' +
      'We follow the national curriculum of the Tanzania Institute of Education and teach in English, with Kiswahili taught and valued as a subject of its own.\n' +
      'Classes are kept small (at most 30 pupils) so that teachers can follow each child. Weekly library lessons, computer lessons from Standard Three and a science corner in every upper class make learning practical.',
    detailRight:
      'School life\n' +
      'Clubs every Wednesday and Friday afternoon: football, netball, music and drumming, art, environment and debate.\n' +
      'A hot lunch and mid-morning porridge for every pupil, school buses on four routes, and a school nurse.\n' +
      'Parents meet class teachers at the end of every quarter when reports are given out.',
    headName: 'Mr. Emmanuel Lyimo',
    headTitle: 'Head Teacher',
    head: 'man',
    teachers: 24,
    students: 412,
    workers: 15,
    awards: 9,
    contactList: [
      ['+255 754 210 320', mail('primary')],
      ['+255 27 275 1042', mail('admissions')],
    ],
    contactPhone: '+255 754 210 320',
    contactEmail: mail('primary'),
    iconName: 'SchoolIcon',
    pictures: [
      { gallery: 'Morning assembly' },
      { gallery: 'Mathematics with Standard Three' },
      { gallery: 'New books have arrived' },
    ],
  },
  {
    description: (name) =>
      `${name} brought Bright education to Himo in 2021. Built around a big sports field and a school garden, it gives families east of Moshi ` +
      'the same English-medium pre-primary and primary education, close to home. ' +
      'Pupils are known for their football, their vegetable garden and their love of reading.',
    location: 'Himo, Moshi Rural, Kilimanjaro',
    openingYear: 2021,
    detailLeft:
      'Learning\n' +
      'Pre-primary and Standard One to Six, growing by one class every year.\n' +
      'Phonics and reading every morning, mathematics with hands-on materials, and science lessons that use the school garden as a laboratory.',
    detailRight:
      'Campus\n' +
      'Eight classrooms, a library corner in every class, a playing field with football and netball pitches, and a vegetable garden run by the Environment Club.\n' +
      'School buses connect Himo, Mwika road and Moshi town every morning and afternoon.',
    headName: 'Ms. Grace Massawe',
    headTitle: 'Head Teacher',
    head: 'woman',
    teachers: 18,
    students: 298,
    workers: 11,
    awards: 4,
    contactList: [
      ['+255 713 480 921', mail('brightfuture')],
      ['+255 27 275 1043', mail('office')],
    ],
    contactPhone: '+255 713 480 921',
    contactEmail: mail('brightfuture'),
    iconName: 'MenuBookIcon',
    pictures: [
      { gallery: 'Friday games' },
      { gallery: 'Morning lesson at Himo' },
      { gallery: 'Waiting at Himo market' },
    ],
  },
  {
    description: (name) =>
      `${name} welcomes children from one to six years old in Boma Ng'ombe, in Hai District. ` +
      'Day care and kindergarten classes share a warm, safe building with a playground and a shaded reading corner. ' +
      'Children leave us ready for Standard One: curious, confident and able to read their first words in English and Kiswahili.',
    location: "Boma Ng'ombe, Hai District, Kilimanjaro",
    openingYear: 2020,
    detailLeft:
      'Programme\n' +
      'Day care for toddlers, then kindergarten classes for four- to six-year-olds.\n' +
      'Early reading, counting, drawing, music and movement, health habits such as hand washing, and lots of play.',
    detailRight:
      'For parents\n' +
      'Open from 7:00 to 17:00 on weekdays, so working parents can drop off and collect with ease.\n' +
      'A school bus serves Boma Ng’ombe and the Bomang’ombe–Moshi road.',
    headName: 'Mrs. Rehema Swai',
    headTitle: 'Head of Kindergarten',
    head: 'woman',
    teachers: 8,
    students: 74,
    workers: 6,
    awards: 1,
    contactList: [
      ['+255 765 302 118', mail('hai')],
      ['+255 27 275 1044', mail('office')],
    ],
    contactPhone: '+255 765 302 118',
    contactEmail: mail('hai'),
    iconName: 'EmojiPeopleIcon',
    pictures: [
      { gallery: 'Kindergarten graduation' },
      { gallery: 'Reading challenge' },
      { gallery: 'The morning bus' },
    ],
  },
  {
    description: (name) =>
      `${name} opened in 2024 to give our Standard Seven graduates, and new students from across the region, a secondary education with the same care and high standards. ` +
      'Students follow the national O-level curriculum with strong science, mathematics and English, in modern laboratories and a well-stocked library.',
    location: 'Kibosho Road, Moshi Rural, Kilimanjaro',
    openingYear: 2024,
    detailLeft:
      'Academics\n' +
      'Form One to Form Three, growing to Form Four.\n' +
      'Physics, chemistry and biology laboratories, computer studies, and evening study sessions supervised by teachers.',
    detailRight:
      'Student life\n' +
      'Debate and science clubs, football, netball and athletics, and an exchange of letters and video calls with our partner schools in Germany.\n' +
      'Day students travel on school buses; a hostel is planned for the coming years.',
    headName: 'Mr. Daniel Kimaro',
    headTitle: 'Head of School',
    head: 'man',
    teachers: 14,
    students: 156,
    workers: 8,
    awards: 2,
    contactList: [
      ['+255 754 210 330', mail('secondary')],
      ['+255 27 275 1045', mail('admissions')],
    ],
    contactPhone: '+255 754 210 330',
    contactEmail: mail('secondary'),
    iconName: 'SchoolIcon',
    pictures: [{ gallery: 'First experiments' }, { gallery: 'Typing practice' }, { gallery: 'Colours of chemistry' }],
  },
  {
    description: (name) =>
      `${name} is our newest early-years centre, right in Moshi town near Kiboriloni. ` +
      'It offers day care and kindergarten for children from one to six, with a playful, child-sized building and a garden full of swings, sand and shade.',
    location: 'Kiboriloni, Moshi Municipality, Kilimanjaro',
    openingYear: 2022,
    detailLeft:
      'Programme\n' +
      'Play-based learning in small groups: stories, songs, numbers, letters, art and outdoor play.\n' +
      'Kindergarten children visit Bright Pre & Primary School every term to get to know their future school.',
    detailRight:
      'Every day\n' +
      'Breakfast porridge, a cooked lunch and fruit in the afternoon.\n' +
      'A trained caregiver for every ten children and a quiet room for the afternoon nap.',
    headName: 'Mrs. Upendo Temba',
    headTitle: 'Head of Kindergarten',
    head: 'woman',
    teachers: 7,
    students: 63,
    workers: 5,
    awards: 1,
    contactList: [['+255 715 660 247', mail('kiboriloni')]],
    contactPhone: '+255 715 660 247',
    contactEmail: mail('kiboriloni'),
    iconName: 'CastleIcon',
    pictures: [{ gallery: 'Cultural Day' }, { gallery: 'Caps in the air' }, { gallery: 'Relay race' }],
  },
];

// ---- hero images -------------------------------------------------------------------------------

export const HEADERS: { title: string; scene: Scene }[] = [
  { title: 'Welcome to Bright Pre and Primary Schools', scene: 'campus' },
  { title: 'Every child a reader, under the Kilimanjaro sky', scene: 'reading' },
  { title: 'Healthy bodies, happy minds: sport at Bright', scene: 'sports' },
  { title: 'Friends across continents: Moshi and Germany', scene: 'partner' },
];

// ---- blog --------------------------------------------------------------------------------------

export interface DemoPost {
  /** `{year}` is replaced by the year of the post's date. */
  title: string;
  daysAgo: number;
  /** East Africa Time, HH:MM. */
  time: string;
  author: string;
  scene: Scene | null;
  paragraphs: string[];
}

/** Oldest first. */
export const POSTS: DemoPost[] = [
  {
    title: 'A warm welcome to the new term',
    daysAgo: 178,
    time: '08:15',
    author: 'Bright Schools Office',
    scene: 'campus',
    paragraphs: [
      'The gates opened at seven this morning and the school yards filled quickly with pressed uniforms, new shoes and a lot of excited chatter. A special welcome to the 64 children who joined one of our six schools for the very first time, and to their families.',
      'Teachers spent the last week of the holiday preparing classrooms, repainting the reading corners and sorting the new exercise books. At Shirimatunda the Standard Four pupils were delighted to find their class moved into the newly finished block next to the library.',
      'Please check that your child’s name is written inside every jumper and bag, and remember that the first fee instalment is due by the end of the second week. The office is open every weekday from 8:00 to 17:00 if you have any questions.',
      'We wish every pupil, teacher and parent a happy and successful term!',
    ],
  },
  {
    title: 'Our reading challenge: 100 books in one term',
    daysAgo: 165,
    time: '16:40',
    author: 'Joyce Kessy, Librarian',
    scene: 'library',
    paragraphs: [
      'This term every class from Standard One to Standard Seven is taking part in the Bright Reading Challenge. Together, each class tries to read one hundred books before the holidays, and every finished book earns a paper leaf on the big reading tree in the library.',
      'Pupils may read in English or Kiswahili, and picture books count for the youngest readers. After each book, children tell a friend or the librarian what they liked most, which is good practice for speaking as well.',
      'Thanks to donations from parents and from our friends in Germany, the library received more than 300 new books this year, including stories by East African authors and a big shelf of science and nature books.',
      'Parents can help by reading together for ten minutes every evening. The class with the fullest tree wins a trip to the Moshi town library and an afternoon of stories.',
    ],
  },
  {
    title: 'The new computer lab is open',
    daysAgo: 150,
    time: '11:05',
    author: 'Baraka Shirima, ICT Teacher',
    scene: 'computers',
    paragraphs: [
      'After months of planning, our new computer lab at Bright Pre & Primary School opened its doors this week. It has twenty computers, a projector and a reliable internet connection, powered partly by solar panels on the roof so that lessons continue during power cuts.',
      'Pupils from Standard Three upwards have one computer lesson every week. They start with typing and drawing programs, then learn to write short reports, make simple presentations and search the internet safely.',
      'The older pupils have already started a small project: writing e-mails in English to their partner class in Germany and answering questions about daily life in Moshi.',
      'A big thank you to the parents’ committee and to our partner club in Germany, who together made this lab possible.',
    ],
  },
  {
    title: 'Sports Week Highlights',
    daysAgo: 136,
    time: '14:20',
    author: 'Frank Mrema, Sports Teacher',
    scene: 'sports',
    paragraphs: [
      'What a week! Five days of football, netball, relay races, sack races and tug-of-war brought pupils from all our primary schools together on the big field at Himo.',
      'The four school houses, Kilimanjaro, Meru, Pare and Usambara, competed for points all week. Kilimanjaro house took the trophy by just three points after an unforgettable 4 x 100 metre relay on the last afternoon.',
      'The youngest pupils were the stars of the egg-and-spoon race, and the Standard Six girls’ netball team showed real teamwork to win their final 12–9.',
      'Thank you to the parents who came to cheer, to the kitchen staff who kept everyone going with oranges and water, and to every pupil who played fair and cheered for their friends.',
    ],
  },
  {
    title: 'Science Fair {year}: young scientists at work',
    daysAgo: 121,
    time: '09:30',
    author: 'Agnes Minja, Science Teacher',
    scene: 'laboratory',
    paragraphs: [
      'Science Fair {year} filled the school hall with more than forty projects made by pupils from Standard Four to Form Two. Visitors tasted water cleaned by a home-made sand filter, watched a solar oven bake bread and learned how much rain fell on the school roof this year.',
      'The winning project came from three Standard Six pupils who built a simple drip irrigation system for the school garden from old water bottles. It waters the sukuma wiki beds with half the water we used before.',
      'Judges from a local secondary school and a health centre were impressed by how clearly the pupils explained their experiments in English and Kiswahili.',
      'The best projects will be shown at the district science day next term. Well done to every young scientist who took part!',
    ],
  },
  {
    title: 'School bus route extended to Himo and Boma Ng’ombe',
    daysAgo: 107,
    time: '17:10',
    author: 'Bright Schools Office',
    scene: 'transport',
    paragraphs: [
      'From next Monday our school buses will serve two new stops: Himo market and the Boma Ng’ombe roundabout. Many families asked for these stops, and a second bus now makes it possible.',
      'The morning buses leave the first stop at 6:30 and reach school before 7:30; the afternoon buses leave school at 15:15. Each bus has a driver and a matron who knows the children and keeps the register.',
      'Transport fees stay low and are paid together with the school fees, four times a year. Please register at the school office so that we can plan the seats.',
    ],
  },
  {
    title: 'Planting day in the school garden',
    daysAgo: 95,
    time: '10:45',
    author: 'Neema Mushi',
    scene: 'garden',
    paragraphs: [
      'The first rains arrived, and with them our planting day. Pupils and teachers planted spinach, sukuma wiki, carrots and beans, and the nursery children planted sunflowers along the fence.',
      'Each class now looks after its own bed. Children water the plants in the morning, pull weeds after break and record in their science books how tall the plants grow every week.',
      'The vegetables go straight to the school kitchen and into the children’s lunch. Learning where food comes from, and how much work it takes, is one of the best lessons we can give.',
    ],
  },
  {
    title: 'Cultural Day Celebration',
    daysAgo: 82,
    time: '15:00',
    author: 'Agnes Minja',
    scene: 'culture',
    paragraphs: [
      'Drums, dancing and the smell of roasting bananas filled the school grounds on Cultural Day. Every class prepared a song, a dance or a short play about one of Tanzania’s many peoples and traditions.',
      'The Standard Five pupils performed a Chagga harvest song, the Standard Three class showed a colourful Maasai dance, and the nursery children sang “Jambo Bwana” to loud applause. Parents brought traditional dishes to share, from mtori soup to pilau.',
      'Cultural Day reminds us that our pupils come from many backgrounds and that every one of them belongs. A big thank you to the parents who lent kangas, shukas and drums, and to the teachers who rehearsed for weeks.',
    ],
  },
  {
    title: 'Friends from Germany visit Moshi',
    daysAgo: 68,
    time: '12:30',
    author: 'Emmanuel Lyimo, Head Teacher',
    scene: 'partner',
    paragraphs: [
      'For two weeks we hosted four teachers and two members of our partner club from Germany. They visited all six Bright schools, taught a few lessons, played a lot of football and learned more Kiswahili than they expected.',
      'Our Standard Six pupils finally met the teachers of the German class they have been writing letters to all year. They handed over a big book of drawings and stories about life at the foot of Kilimanjaro, and received photos and letters in return.',
      'Together we planned next year’s projects: more books for the libraries, a teacher exchange on reading methods and solar lamps for pupils who study at home in the evening.',
      'Asanteni sana, dear friends. Karibuni tena!',
    ],
  },
  {
    title: 'Art & Craft Exhibition',
    daysAgo: 54,
    time: '16:05',
    author: 'Rehema Swai',
    scene: 'art',
    paragraphs: [
      'Our classrooms turned into a gallery for the Art & Craft Exhibition. Visitors walked past paintings of Kilimanjaro, clay pots, woven baskets, masks made from banana fibre and a giant paper giraffe made by the kindergarten.',
      'Many pieces used recycled materials: bottle tops became mosaics and old newspapers became bowls. The pupils explained to every visitor how they made their work.',
      'Some of the artwork is now travelling to Germany, where it will be shown at our partner school’s summer festival.',
    ],
  },
  {
    title: 'Kiswahili and English debate: Standard Six wins the cup',
    daysAgo: 40,
    time: '09:50',
    author: 'Emmanuel Lyimo, Head Teacher',
    scene: 'classroom',
    paragraphs: [
      'This year’s inter-school debate asked a big question: “Should every child learn a third language at primary school?” Teams from Bright Pre & Primary and Bright Future argued the case in English in the morning and in Kiswahili after lunch.',
      'The Standard Six team from Shirimatunda won the cup with calm, well-prepared arguments and excellent teamwork. The judges praised both teams for listening carefully and answering politely.',
      'Debate club meets every Wednesday afternoon and is open to all pupils from Standard Four. New members are always welcome!',
    ],
  },
  {
    title: 'Parents’ Day: thank you for coming',
    daysAgo: 27,
    time: '13:15',
    author: 'Bright Schools Office',
    scene: null,
    paragraphs: [
      'More than five hundred parents and guardians joined us on Parents’ Day. They met class teachers, looked through exercise books and saw their children perform songs and poems in the school yard.',
      'The director presented the plans for next year, including two new classrooms at Himo and more buses, and the parents’ committee reported on the school garden and the library fund.',
      'If you could not attend, your child’s class teacher is happy to meet you on any weekday afternoon. Please call the school office to arrange a time.',
    ],
  },
  {
    title: 'Little graduates, big smiles',
    daysAgo: 15,
    time: '11:40',
    author: 'Neema Mushi',
    scene: 'graduation',
    paragraphs: [
      'Caps, gowns and very proud parents: our kindergarten and pre-primary children celebrated their graduation this weekend. Each child walked across the stage to receive a certificate, and many of them waved to their families all the way.',
      'The graduates sang songs in English and Kiswahili, recited the days of the week and counted to one hundred, showing how much they have learned.',
      'Next year they will start Standard One. We are sure they will do wonderfully. Hongereni, graduates!',
    ],
  },
  {
    title: 'Reading under the acacia: our new outdoor classroom',
    daysAgo: 5,
    time: '08:55',
    author: 'Frank Mrema',
    scene: 'reading',
    paragraphs: [
      'The big acacia tree behind the sports field now shades our newest classroom: a circle of benches and a colourful mat where classes go for story time and reading lessons.',
      'Teachers say that children read with more joy in the fresh air, and the view of Kilimanjaro on clear mornings is a bonus. The benches were made by parents from local timber during a Saturday work day.',
      'Classes can book the outdoor classroom at the staff room. Please remember hats and water bottles on sunny days.',
    ],
  },
];

// ---- gallery -----------------------------------------------------------------------------------

export interface DemoGalleryItem {
  category: GalleryCategory;
  title: string;
  description: string;
  scene: Scene;
}

export const GALLERY: DemoGalleryItem[] = [
  {
    category: 'Class Life',
    scene: 'classroom',
    title: 'Mathematics with Standard Three',
    description: 'Practising sums and shapes on the board before the weekly quiz.',
  },
  {
    category: 'Class Life',
    scene: 'classroom',
    title: 'Morning lesson at Himo',
    description: 'Pupils at Bright Future Pre & Primary School listening to their class teacher.',
  },
  {
    category: 'Class Life',
    scene: 'art',
    title: 'Painting our mountain',
    description: 'Standard Two pupils painting Kilimanjaro in art class.',
  },
  {
    category: 'Library Life',
    scene: 'library',
    title: 'New books have arrived',
    description: 'Choosing from more than 300 new books donated this year.',
  },
  {
    category: 'Library Life',
    scene: 'reading',
    title: 'Story time under the acacia',
    description: 'Our outdoor reading circle behind the sports field.',
  },
  {
    category: 'Library Life',
    scene: 'library',
    title: 'Reading challenge',
    description: 'Every finished book earns a leaf on the class reading tree.',
  },
  {
    category: 'Laboratory',
    scene: 'laboratory',
    title: 'First experiments',
    description: 'Form One students mixing solutions in the new laboratory.',
  },
  {
    category: 'Laboratory',
    scene: 'laboratory',
    title: 'Science Fair preparations',
    description: 'Testing a home-made water filter before the Science Fair.',
  },
  {
    category: 'Laboratory',
    scene: 'laboratory',
    title: 'Colours of chemistry',
    description: 'Learning about acids and bases with natural indicators.',
  },
  {
    category: 'Campus Life',
    scene: 'campus',
    title: 'Morning assembly',
    description: 'Singing the national anthem before lessons begin.',
  },
  {
    category: 'Campus Life',
    scene: 'garden',
    title: 'Our school garden',
    description: 'Each class looks after its own vegetable bed.',
  },
  {
    category: 'Campus Life',
    scene: 'culture',
    title: 'Cultural Day',
    description: 'Dancers and drummers from Standard Five.',
  },
  {
    category: 'Sports',
    scene: 'sports',
    title: 'Football final',
    description: 'Kilimanjaro house against Meru house during Sports Week.',
  },
  { category: 'Sports', scene: 'sports', title: 'Relay race', description: 'The last leg of the 4 x 100 metre relay.' },
  { category: 'Sports', scene: 'sports', title: 'Friday games', description: 'Afternoon games on the field at Himo.' },
  {
    category: 'Graduation',
    scene: 'graduation',
    title: 'Kindergarten graduation',
    description: 'Our youngest graduates ready for Standard One.',
  },
  {
    category: 'Graduation',
    scene: 'graduation',
    title: 'Standard Seven farewell',
    description: 'Celebrating the end of primary school.',
  },
  {
    category: 'Graduation',
    scene: 'graduation',
    title: 'Caps in the air',
    description: 'A proud moment for graduates and parents alike.',
  },
  {
    category: 'Computer Lab',
    scene: 'computers',
    title: 'Typing practice',
    description: 'Standard Four learning to type with ten fingers.',
  },
  {
    category: 'Computer Lab',
    scene: 'computers',
    title: 'Letters to Germany',
    description: 'Writing e-mails to our partner class.',
  },
  {
    category: 'Computer Lab',
    scene: 'computers',
    title: 'Solar-powered lab',
    description: 'Lessons go on even during power cuts.',
  },
  {
    category: 'Transports',
    scene: 'transport',
    title: 'The morning bus',
    description: 'Our buses reach school before 7:30 every morning.',
  },
  {
    category: 'Transports',
    scene: 'transport',
    title: 'Waiting at Himo market',
    description: 'One of the new stops on the Himo route.',
  },
  {
    category: 'Transports',
    scene: 'transport',
    title: 'Safe journeys home',
    description: 'Every bus has a driver and a matron who keeps the register.',
  },
  // The plain 'Library' category (spec section 3: "plus transports and Library used by resource pages"):
  // /resource/library shows these next to Library Life.
  {
    category: 'Library',
    scene: 'library',
    title: 'Quiet study hour',
    description: 'Standard Seven revising for the national examinations in the school library.',
  },
  {
    category: 'Library',
    scene: 'reading',
    title: 'Our digital library corner',
    description: 'E-books on tablets, a gift from our partner school in Germany.',
  },
];

// ---- director, partner, settings ---------------------------------------------------------------

export const DIRECTOR = {
  name: 'Dr. Elia M. Urassa',
  person: 'man' as const,
  message: [
    'Dear parents, pupils, partners and friends,',
    'When we opened our first classroom in Moshi, we had one simple promise: every child who walks through our gates will be known, cared for and helped to grow. Today, with six schools from day care to secondary, that promise has not changed.',
    'Our teachers are the heart of Bright. They prepare lessons with care, they notice the quiet child at the back of the class, and they celebrate every small step forward. Thank you to each one of them.',
    'We want our pupils to read widely, to think for themselves, to speak confidently in Kiswahili and English, and to be proud of where they come from. Libraries, science lessons, computer labs, sport, art and our friendship with partner schools in Germany all serve that goal.',
    'We also know that school fees are a serious commitment for many families. That is why fees are paid in four instalments, why transport stays affordable, and why our scholarship fund supports pupils whose families are going through hard times.',
    'Thank you for trusting us with your children. Our doors are always open: come and visit, ask questions, and share your ideas with us.',
    'With warm regards,\nDr. Elia M. Urassa\nDirector, Bright Pre and Primary Schools',
  ].join('\n\n'),
  facebook: 'https://www.facebook.com/brightschoolsmoshi',
  twitter: 'https://x.com/brightschoolstz',
  instagram: 'https://www.instagram.com/brightschoolsmoshi',
  linkedin: 'https://www.linkedin.com/company/bright-schools-moshi',
};

export const PARTNER = {
  name: 'Freundeskreis Bright Schools e.V.',
  about:
    'Freundeskreis Bright Schools e.V. is a registered non-profit club of parents, teachers and pupils from partner schools in southern Germany. ' +
    'Since 2018 we have supported the Bright schools in Moshi with books, computers and teacher exchanges, and, above all, with friendship.\n\n' +
    'Pupils on both sides write letters, share video calls and learn about each other’s everyday life. ' +
    'Every year a small group of our members visits Kilimanjaro, and teachers from Moshi have visited our schools in Germany.',
  location: 'Freiburg im Breisgau, Baden-Württemberg, Germany',
  startYear: 2018,
  mission:
    'To connect children in Germany and Tanzania as friends and learners, and to support good, affordable education at the Bright schools through shared projects.',
  vision:
    'A generation of young people on two continents who know each other, learn from each other and work together for a fairer world.',
  numberOfWorkers: 26,
  numberOfProjects: 17,
  satisfyingClients: 420,
  contacts:
    'Freundeskreis Bright Schools e.V.\n' +
    'c/o Grundschule am Lindenhof, Lindenstraße 12, 79100 Freiburg im Breisgau, Germany\n' +
    'Phone: +49 761 000 4812\n' +
    'E-mail: kontakt@freundeskreis-bright.example',
  topImage: 'partner' as Scene,
  gallery: [
    { post: 'Friends from Germany visit Moshi' },
    { gallery: 'Letters to Germany' },
    { gallery: 'Story time under the acacia' },
  ] as PictureRef[],
};

export const SETTINGS = {
  phones: ['+255 27 275 1040', '+255 754 210 300', '+255 713 480 920'],
  emails: [mail('info'), mail('admissions')],
  instagram: 'https://www.instagram.com/brightschoolsmoshi',
  linkedin: 'https://www.linkedin.com/company/bright-schools-moshi',
  facebook: 'https://www.facebook.com/brightschoolsmoshi',
  x: 'https://x.com/brightschoolstz',
};

// ---- documents ---------------------------------------------------------------------------------

export interface DemoDocument {
  category: DocumentType;
  /** Only for category Other. */
  documentName: string;
  description: string;
  fileName: string;
  pdf: PdfDocument;
}

const FOOTER = `${GROUP_NAME} · ${GROUP_ADDRESS} · ${OFFICE_PHONE} · ${mail('info')}`;

const tzs = (amount: number) => `TZS ${amount.toLocaleString('en-US')}`;

/** The n-th (1-based) given weekday of a month, as a UTC date. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  const first = new Date(Date.UTC(year, month, 1));
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return new Date(Date.UTC(year, month, 1 + offset + (n - 1) * 7));
}

const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
/** English names of days and months (the dates are calendar days, so read in UTC). */
const named = (d: Date, part: 'weekday' | 'month', width: 'long' | 'short') =>
  d.toLocaleDateString('en-GB', { [part]: width, timeZone: 'UTC' });
const longDate = (d: Date) =>
  `${named(d, 'weekday', 'long')}, ${d.getUTCDate()} ${named(d, 'month', 'long')} ${d.getUTCFullYear()}`;
const shortDate = (d: Date) => `${named(d, 'weekday', 'short')} ${d.getUTCDate()} ${named(d, 'month', 'short')}`;

/** Term dates of a school year (January to December, two terms with a mid-term break each). */
function terms(year: number) {
  const oneOpens = nthWeekday(year, 0, 1, 2);
  const twoOpens = nthWeekday(year, 6, 1, 1);
  return {
    oneOpens,
    oneBreak: [nthWeekday(year, 2, 1, 4), addDays(nthWeekday(year, 2, 1, 4), 4)] as const,
    oneExams: nthWeekday(year, 5, 1, 1),
    oneCloses: addDays(nthWeekday(year, 5, 1, 2), 4),
    twoOpens,
    twoBreak: [nthWeekday(year, 8, 1, 4), addDays(nthWeekday(year, 8, 1, 4), 4)] as const,
    twoExams: nthWeekday(year, 10, 1, 3),
    twoCloses: addDays(nthWeekday(year, 11, 1, 1), 4),
  };
}

function feeDocument(year: number): PdfDocument {
  const classes: [string, number][] = [
    ['Day care (1–3 years)', 640_000],
    ['Nursery and kindergarten (3–6 years)', 880_000],
    ['Pre-primary', 960_000],
    ['Standard One and Two', 1_320_000],
    ['Standard Three to Five', 1_480_000],
    ['Standard Six and Seven', 1_600_000],
    ['Bright Secondary School, Form One to Four', 2_200_000],
  ];
  return {
    title: `School Fee Structure ${year}`,
    subtitle: `${GROUP_NAME}, Moshi and Kilimanjaro region`,
    footer: FOOTER,
    blocks: [
      {
        kind: 'paragraph',
        text: `This sheet lists the school fees for the ${year} school year at all Bright schools. Fees cover tuition, exercise books, mid-morning porridge and a cooked lunch every school day. To keep them affordable for families, fees are paid in four equal instalments during the year.`,
      },
      { kind: 'heading', text: 'Annual fees and instalments' },
      {
        kind: 'table',
        columns: [
          { title: 'Class', width: 5 },
          { title: 'Fee per year', width: 3 },
          { title: 'Each of 4 instalments', width: 3 },
        ],
        rows: classes.map(([name, fee]) => [name, tzs(fee), tzs(fee / 4)]),
      },
      { kind: 'heading', text: 'When to pay' },
      {
        kind: 'table',
        columns: [
          { title: 'Instalment', width: 3 },
          { title: 'Due by', width: 5 },
        ],
        rows: [
          ['First', `${longDate(addDays(terms(year).oneOpens, 11))}`],
          ['Second', `Friday before the mid-term break in March`],
          ['Third', `${longDate(addDays(terms(year).twoOpens, 11))}`],
          ['Fourth', `Friday before the mid-term break in September`],
        ],
      },
      { kind: 'heading', text: 'Other charges' },
      {
        kind: 'table',
        columns: [
          { title: 'Item', width: 5 },
          { title: 'Amount', width: 3 },
          { title: 'When', width: 3 },
        ],
        rows: [
          ['Registration (new pupils only)', tzs(50_000), 'Once, on admission'],
          ['School bus, zone A (up to 5 km)', tzs(90_000), 'With each instalment'],
          ['School bus, zone B (5–12 km)', tzs(120_000), 'With each instalment'],
          ['School bus, zone C (Himo, Boma Ng’ombe)', tzs(150_000), 'With each instalment'],
          ['Uniform set (two shirts, two shorts or tunics, jumper)', tzs(85_000), 'Once a year, optional'],
          ['Sports T-shirt', tzs(15_000), 'Optional'],
        ],
      },
      { kind: 'heading', text: 'How to pay' },
      {
        kind: 'bullets',
        items: [
          'Pay into the school’s bank account or by mobile money; the account details are printed on the invoice given by the school office.',
          'Write the pupil’s full name and class as the payment reference.',
          'Bring or send the bank slip or the mobile money message to the office to receive an official receipt.',
          'Never pay school fees in cash to any member of staff.',
          'Brothers and sisters: the second child receives a 5% discount, the third and further children 10%.',
        ],
      },
      {
        kind: 'note',
        text: 'Families who struggle to pay on time are asked to speak to the school office early. Our scholarship fund helps pupils from families in financial difficulty; applications are treated confidentially.',
      },
    ],
  };
}

function joiningDocument(year: number): PdfDocument {
  const t = terms(year);
  return {
    title: 'Joining Instructions for New Pupils',
    subtitle: `${GROUP_NAME} · School year ${year}`,
    footer: FOOTER,
    blocks: [
      {
        kind: 'paragraph',
        text: 'Dear parent or guardian,\nCongratulations and welcome! We are glad that your child will join a Bright school. These instructions explain what your child needs on the first day and how school life is organised. Please read them carefully and keep them for reference.',
      },
      { kind: 'heading', text: 'Reporting date' },
      {
        kind: 'paragraph',
        text: `New pupils report on ${longDate(t.oneOpens)} between 7:00 and 9:00 in the morning, together with a parent or guardian. Pupils joining in the second term report on ${longDate(t.twoOpens)}.`,
      },
      { kind: 'heading', text: 'Documents to bring' },
      {
        kind: 'bullets',
        items: [
          'A copy of the birth certificate.',
          'The child’s clinic card showing immunisations.',
          'Two recent passport-size photographs.',
          'The completed medical form (available from the school office).',
          'For transfers: the last school report and a transfer letter from the previous school.',
          'The bank slip or receipt for the registration fee and the first instalment.',
        ],
      },
      { kind: 'heading', text: 'School uniform' },
      {
        kind: 'table',
        columns: [
          { title: 'Item', width: 3 },
          { title: 'Girls', width: 4 },
          { title: 'Boys', width: 4 },
        ],
        rows: [
          ['Everyday', 'Teal tunic, white blouse', 'Teal shorts (Standard Five up: trousers), white shirt'],
          ['Jumper', 'Teal V-neck jumper with school badge', 'Teal V-neck jumper with school badge'],
          ['Shoes', 'Black closed shoes, white socks', 'Black closed shoes, white socks'],
          ['Sports', 'Orange sports T-shirt, black shorts, trainers', 'Orange sports T-shirt, black shorts, trainers'],
        ],
      },
      { kind: 'heading', text: 'Items to bring' },
      {
        kind: 'bullets',
        items: [
          'A school bag with the child’s name written inside.',
          'Pencils, a rubber, a ruler, a sharpener and a box of colouring pencils.',
          'One ream of A4 paper and two rolls of toilet paper per term.',
          'A water bottle and a small hand towel, both marked with the child’s name.',
          'Day care and nursery: a change of clothes and, for the youngest, nappies.',
          'Exercise books are provided by the school and included in the fees.',
        ],
      },
      { kind: 'heading', text: 'The school day' },
      {
        kind: 'table',
        columns: [
          { title: 'Time', width: 2 },
          { title: 'Activity', width: 6 },
        ],
        rows: [
          ['7:00 – 7:30', 'Arrival; school buses arrive'],
          ['7:30 – 7:50', 'Morning assembly'],
          ['7:50 – 10:00', 'Lessons'],
          ['10:00 – 10:30', 'Break and porridge'],
          ['10:30 – 12:30', 'Lessons'],
          ['12:30 – 13:30', 'Lunch and rest'],
          ['13:30 – 15:00', 'Lessons, clubs on Wednesday and Friday'],
          ['15:15', 'School buses leave; day care open until 17:00'],
        ],
      },
      { kind: 'heading', text: 'Good to know' },
      {
        kind: 'bullets',
        items: [
          'Pupils may not bring mobile phones, money or valuables to school.',
          'If your child is ill, please call the class teacher or the school office before 8:00.',
          'Reports are given to parents at the end of every quarter, at a meeting with the class teacher.',
          'Fees are paid in four instalments a year; see the School Fee Structure for amounts and dates.',
        ],
      },
      {
        kind: 'note',
        text: `Questions? Call the school office on ${OFFICE_PHONE}, Monday to Friday, 8:00 to 17:00, or write to ${mail('admissions')}.`,
      },
    ],
  };
}

function examDocument(year: number): PdfDocument {
  const t = terms(year);
  const subjects: [morning: string, afternoon: string][] = [
    ['Mathematics', 'Kiswahili'],
    ['English', 'Science and Technology'],
    ['Social Studies', 'Civic and Moral Education'],
    ['Vocational Skills (Arts and Sports)', 'Religious Education'],
    ['ICT practical (Standard Three and up)', 'Oral reading tests'],
  ];
  const schedule = (start: Date) =>
    subjects.flatMap(([morning, afternoon], i) => {
      const day = shortDate(addDays(start, i));
      return [
        [day, '8:00 – 10:00', morning, 'Standard One to Seven'],
        [day, '11:00 – 12:30', afternoon, 'Standard One to Seven'],
      ];
    });
  const columns = [
    { title: 'Day', width: 2 },
    { title: 'Time', width: 2 },
    { title: 'Paper', width: 5 },
    { title: 'Classes', width: 3 },
  ];
  return {
    title: `Examination Schedule ${year}`,
    subtitle: 'Terminal and annual examinations, Standard One to Seven',
    footer: FOOTER,
    blocks: [
      {
        kind: 'paragraph',
        text: 'Pupils sit two examination weeks each year: the terminal examinations at the end of Term One and the annual examinations at the end of Term Two. Pre-primary classes are assessed by their teachers through the term and do not sit written papers.',
      },
      { kind: 'heading', text: `Terminal examinations, Term One (from ${longDate(t.oneExams)})` },
      { kind: 'table', columns, rows: schedule(t.oneExams) },
      { kind: 'heading', text: `Annual examinations, Term Two (from ${longDate(t.twoExams)})` },
      { kind: 'table', columns, rows: schedule(t.twoExams) },
      { kind: 'heading', text: 'Rules for examinations' },
      {
        kind: 'bullets',
        items: [
          'Pupils arrive by 7:30 with pencils, pens, a ruler, a rubber and a mathematical set where needed.',
          'Bags, books and papers stay outside the examination room.',
          'A pupil who is sick on an examination day must bring a note from a doctor or clinic; a make-up paper is arranged.',
          'Standard Four and Standard Seven also sit the national examinations set by NECTA; their dates are announced by the Council.',
        ],
      },
      { kind: 'note', text: 'Results are given to parents at the quarterly meeting with the class teacher.' },
    ],
  };
}

function timetableDocument(year: number): PdfDocument {
  const rows = [
    ['7:30 – 7:50', 'Assembly', 'Assembly', 'Assembly', 'Assembly', 'Assembly'],
    ['7:50 – 8:30', 'Mathematics', 'English', 'Mathematics', 'Kiswahili', 'Mathematics'],
    ['8:30 – 9:10', 'English', 'Mathematics', 'Science', 'English', 'English'],
    ['9:10 – 10:00', 'Kiswahili', 'Science', 'English', 'Mathematics', 'Kiswahili'],
    ['10:00 – 10:30', 'Break', 'Break', 'Break', 'Break', 'Break'],
    ['10:30 – 11:10', 'Science', 'Social Studies', 'Kiswahili', 'Science', 'Social Studies'],
    ['11:10 – 11:50', 'Social Studies', 'Civic and Moral', 'Library', 'ICT', 'Religion'],
    ['11:50 – 12:30', 'Arts', 'Kiswahili', 'Vocational Skills', 'Social Studies', 'Reading hour'],
    ['12:30 – 13:30', 'Lunch', 'Lunch', 'Lunch', 'Lunch', 'Lunch'],
    ['13:30 – 14:10', 'Physical Education', 'English', 'Clubs', 'Civic and Moral', 'Clubs'],
    ['14:10 – 15:00', 'Homework class', 'Physical Education', 'Clubs', 'Music', 'Clubs'],
  ];
  return {
    title: `Class Timetable ${year}: Standard Four`,
    subtitle: 'Bright Pre & Primary School, Shirimatunda',
    footer: FOOTER,
    blocks: [
      {
        kind: 'paragraph',
        text: 'This is the weekly timetable of Standard Four. Lessons last forty minutes. On Wednesday and Friday afternoons pupils choose one club: football, netball, music and drumming, art, environment or debate.',
      },
      {
        kind: 'table',
        columns: [
          { title: 'Time', width: 2.2 },
          { title: 'Monday', width: 2 },
          { title: 'Tuesday', width: 2 },
          { title: 'Wednesday', width: 2 },
          { title: 'Thursday', width: 2 },
          { title: 'Friday', width: 2 },
        ],
        rows,
      },
      { kind: 'heading', text: 'Notes for parents' },
      {
        kind: 'bullets',
        items: [
          'Sports kit is needed on Monday and Tuesday.',
          'Library books are changed every Wednesday; please help your child return them on time.',
          'The homework class on Monday afternoon is supervised by the class teacher.',
          'School buses leave at 15:15 every day.',
        ],
      },
    ],
  };
}

function curriculumDocument(year: number): PdfDocument {
  const section = (heading: string, text: string, items: string[]): PdfBlock[] => [
    { kind: 'heading', text: heading },
    { kind: 'paragraph', text },
    { kind: 'bullets', items },
  ];
  return {
    title: 'Curriculum Overview',
    subtitle: `What children learn at Bright, from day care to Standard Seven · ${year}`,
    footer: FOOTER,
    blocks: [
      {
        kind: 'paragraph',
        text: 'Bright schools follow the national curriculum of the Tanzania Institute of Education (TIE). English is the language of instruction from pre-primary onwards, and Kiswahili is taught and valued as a subject in its own right. Across all levels we put reading, hands-on learning and good character first.',
      },
      ...section('Day care and nursery (1–4 years)', 'Learning through play, care and routine.', [
        'Songs, rhymes and stories in Kiswahili and English',
        'Colours, shapes, sorting and counting to ten',
        'Drawing, painting, clay and building blocks',
        'Outdoor play for balance and movement',
        'Health habits: hand washing, eating well, resting',
      ]),
      ...section('Kindergarten and pre-primary (4–6 years)', 'Getting ready for Standard One.', [
        'Phonics, first words and reading simple books',
        'Writing letters and numbers, holding a pencil correctly',
        'Numbers to one hundred, simple adding and taking away',
        'Discovering nature: plants, animals and the weather',
        'Music, dance, art and games that build confidence and friendship',
      ]),
      ...section('Standard One and Two', 'Strong foundations in the 3Rs: reading, writing and arithmetic.', [
        'Reading and writing in English and Kiswahili',
        'Arithmetic: numbers, measuring, money and time',
        'Health and environment, arts and sports',
        'Daily reading time and a weekly library lesson',
      ]),
      ...section(
        'Standard Three to Seven',
        'The full primary curriculum, preparing for the national examinations in Standard Four and Standard Seven.',
        [
          'Kiswahili and English',
          'Mathematics',
          'Science and Technology, with practical experiments',
          'Social Studies: geography, history of Tanzania and the wider world',
          'Civic and Moral Education',
          'Vocational Skills: arts, sports and ICT (weekly computer lessons from Standard Three)',
          'Religious Education',
        ],
      ),
      { kind: 'heading', text: 'Beyond the classroom' },
      {
        kind: 'bullets',
        items: [
          'Clubs: football, netball, music and drumming, art, environment, debate and science',
          'Events: Science Fair, Cultural Day, Sports Week, Art & Craft Exhibition',
          'Partnership with schools in Germany: letters, video calls and shared projects',
          'School garden: every class grows vegetables for the school kitchen',
        ],
      },
      {
        kind: 'note',
        text: 'Bright Secondary School follows the national O-level curriculum; its subject list is available from the school.',
      },
    ],
  };
}

function calendarDocument(year: number): PdfDocument {
  const t = terms(year);
  const range = ([a, b]: readonly [Date, Date]) => `${shortDate(a)} – ${shortDate(b)}`;
  return {
    title: `School Calendar ${year}`,
    subtitle: `Term dates, holidays and events at all ${GROUP_NAME}`,
    footer: FOOTER,
    blocks: [
      { kind: 'heading', text: 'Term dates' },
      {
        kind: 'table',
        columns: [
          { title: 'Term', width: 3 },
          { title: 'Dates', width: 6 },
        ],
        rows: [
          ['Term One opens', longDate(t.oneOpens)],
          ['Mid-term break', range(t.oneBreak)],
          ['Terminal examinations', `Week of ${shortDate(t.oneExams)}`],
          ['Term One closes', longDate(t.oneCloses)],
          ['Term Two opens', longDate(t.twoOpens)],
          ['Mid-term break', range(t.twoBreak)],
          ['Annual examinations', `Week of ${shortDate(t.twoExams)}`],
          ['Term Two closes', longDate(t.twoCloses)],
        ],
      },
      { kind: 'heading', text: 'Public holidays (no school)' },
      {
        kind: 'table',
        columns: [
          { title: 'Date', width: 3 },
          { title: 'Holiday', width: 6 },
        ],
        rows: [
          ['1 January', 'New Year’s Day'],
          ['12 January', 'Zanzibar Revolution Day'],
          ['7 April', 'Karume Day'],
          ['26 April', 'Union Day'],
          ['1 May', 'Workers’ Day'],
          ['7 July', 'Saba Saba'],
          ['8 August', 'Nane Nane (Farmers’ Day)'],
          ['14 October', 'Nyerere Day'],
          ['9 December', 'Independence Day'],
          ['As announced', 'Good Friday, Easter Monday, Eid al-Fitr, Eid al-Adha, Maulid'],
        ],
      },
      { kind: 'heading', text: 'School events' },
      {
        kind: 'bullets',
        items: [
          'Sports Week, Science Fair, Cultural Day and the Art & Craft Exhibition: once a year each, dates announced by the class teachers at the start of each term',
          'Parents’ Days: at the end of every quarter, when reports are given out',
          'Graduation of kindergarten, pre-primary and Standard Seven: at the end of Term Two',
        ],
      },
      {
        kind: 'note',
        text: 'Dates may change; any change is announced through the class teachers and on this website.',
      },
    ],
  };
}

export function demoDocuments(year: number): DemoDocument[] {
  return [
    {
      category: 'School Fee',
      documentName: '',
      description: `School fees ${year} for day care, nursery, pre-primary, primary and secondary classes, paid in four instalments, with transport charges.`,
      fileName: `bright-school-fees-${year}.pdf`,
      pdf: feeDocument(year),
    },
    {
      category: 'Joining Instruction',
      documentName: '',
      description:
        'What new pupils need on the first day: reporting dates, documents, uniform, items to bring and the school day.',
      fileName: `bright-joining-instructions-${year}.pdf`,
      pdf: joiningDocument(year),
    },
    {
      category: 'Exam Schedule',
      documentName: '',
      description: `Terminal and annual examination timetable ${year} for Standard One to Seven.`,
      fileName: `bright-exam-schedule-${year}.pdf`,
      pdf: examDocument(year),
    },
    {
      category: 'Timetable',
      documentName: '',
      description: 'Weekly class timetable of Standard Four, with lessons, breaks and club afternoons.',
      fileName: `bright-timetable-standard-four-${year}.pdf`,
      pdf: timetableDocument(year),
    },
    {
      category: 'Curriculum',
      documentName: '',
      description: 'Overview of what children learn at every level, from day care to Standard Seven.',
      fileName: 'bright-curriculum-overview.pdf',
      pdf: curriculumDocument(year),
    },
    {
      category: 'Other',
      documentName: `School Calendar ${year}`,
      description: `Term dates, public holidays and school events for ${year}.`,
      fileName: `bright-school-calendar-${year}.pdf`,
      pdf: calendarDocument(year),
    },
  ];
}

// Texts of the gallery page and the three gallery category pages (Transports, Library, Computer Lab).
// English keeps the spec's exact wording; German and Kiswahili say the same.
const en = {
  title: 'Photo Gallery',
  metaDescription: 'Photos of class life, the library, the laboratory, sports and graduation at the Bright schools.',
  intro: 'Moments from our classrooms, library, laboratory, playgrounds and celebrations.',
  filterLabel: 'Filter by category',
  categories: {
    all: 'All',
    classLife: 'Class Life',
    libraryLife: 'Library Life',
    laboratory: 'Laboratory',
    campusLife: 'Campus Life',
    sports: 'Sports',
    graduation: 'Graduation',
    computerLab: 'Computer Lab',
    transports: 'Transports',
    library: 'Library',
  },
  noImages: 'No images found.',
  noCategoryImages: 'No {category} images found.',
  imageCount: '{count} images',
  pages: 'Gallery pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {page} of {pages}',
  goToPage: 'Page {page}',
  openImage: 'Open image: {title}',
  lightbox: {
    label: 'Image viewer: {title}',
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close',
    counter: 'Image {n} of {total}',
    thumbnails: 'All images',
    showImage: 'Show image {n}: {title}',
  },
  resource: {
    transports: {
      title: 'Transports',
      intro: 'Our school buses bring pupils safely and affordably from home to school and back.',
      metaDescription: 'Photos of the Bright school buses that bring pupils safely to school and home again.',
    },
    library: {
      title: 'Library Life',
      intro: 'Reading corners, story time and our physical and digital library.',
      metaDescription: 'Photos of reading and learning in the library of the Bright schools.',
    },
    computerLab: {
      title: 'Computer Lab',
      intro: 'Pupils learn to use computers and explore the digital world with their teachers.',
      metaDescription: 'Photos of pupils learning with computers in the Bright schools computer lab.',
    },
  },
};
export type GalleryMessages = typeof en;

const de: GalleryMessages = {
  title: 'Fotogalerie',
  metaDescription:
    'Fotos aus dem Unterricht, der Bibliothek, dem Labor, vom Sport und von Abschlussfeiern der Bright-Schulen.',
  intro: 'Momente aus unseren Klassenzimmern, der Bibliothek, dem Labor, vom Schulhof und von unseren Festen.',
  filterLabel: 'Nach Kategorie filtern',
  categories: {
    all: 'Alle',
    classLife: 'Unterricht',
    libraryLife: 'In der Bibliothek',
    laboratory: 'Labor',
    campusLife: 'Schulleben',
    sports: 'Sport',
    graduation: 'Abschlussfeier',
    computerLab: 'Computerraum',
    transports: 'Schulbusse',
    library: 'Bibliothek',
  },
  noImages: 'Keine Bilder gefunden.',
  noCategoryImages: 'Keine Bilder in der Kategorie „{category}“ gefunden.',
  imageCount: '{count} Bilder',
  pages: 'Galerieseiten',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  pageOf: 'Seite {page} von {pages}',
  goToPage: 'Seite {page}',
  openImage: 'Bild öffnen: {title}',
  lightbox: {
    label: 'Bildansicht: {title}',
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    close: 'Schließen',
    counter: 'Bild {n} von {total}',
    thumbnails: 'Alle Bilder',
    showImage: 'Bild {n} anzeigen: {title}',
  },
  resource: {
    transports: {
      title: 'Schulbusse',
      intro: 'Unsere Schulbusse bringen die Kinder sicher und günstig von zu Hause zur Schule und zurück.',
      metaDescription: 'Fotos der Bright-Schulbusse, die die Kinder sicher zur Schule und wieder nach Hause bringen.',
    },
    library: {
      title: 'In der Bibliothek',
      intro: 'Leseecken, Vorlesestunden und unsere Bibliothek mit gedruckten und digitalen Büchern.',
      metaDescription: 'Fotos vom Lesen und Lernen in der Bibliothek der Bright-Schulen.',
    },
    computerLab: {
      title: 'Computerraum',
      intro: 'Die Kinder lernen mit ihren Lehrkräften den Umgang mit Computern und entdecken die digitale Welt.',
      metaDescription: 'Fotos von Kindern, die im Computerraum der Bright-Schulen lernen.',
    },
  },
};

const sw: GalleryMessages = {
  title: 'Picha Zetu',
  metaDescription: 'Picha za maisha ya darasani, maktaba, maabara, michezo na mahafali katika shule za Bright.',
  intro: 'Matukio ya madarasani, maktabani, maabara, viwanjani na kwenye sherehe zetu.',
  filterLabel: 'Chuja kwa kundi',
  categories: {
    all: 'Zote',
    classLife: 'Maisha ya Darasani',
    libraryLife: 'Shughuli za Maktaba',
    laboratory: 'Maabara',
    campusLife: 'Maisha ya Shuleni',
    sports: 'Michezo',
    graduation: 'Mahafali',
    computerLab: 'Maabara ya Kompyuta',
    transports: 'Usafiri',
    library: 'Maktaba',
  },
  noImages: 'Hakuna picha zilizopatikana.',
  noCategoryImages: 'Hakuna picha za {category} zilizopatikana.',
  imageCount: 'Picha {count}',
  pages: 'Kurasa za picha',
  previousPage: 'Ukurasa uliotangulia',
  nextPage: 'Ukurasa unaofuata',
  pageOf: 'Ukurasa {page} kati ya {pages}',
  goToPage: 'Ukurasa {page}',
  openImage: 'Fungua picha: {title}',
  lightbox: {
    label: 'Kitazamaji cha picha: {title}',
    previous: 'Picha iliyotangulia',
    next: 'Picha inayofuata',
    close: 'Funga',
    counter: 'Picha {n} kati ya {total}',
    thumbnails: 'Picha zote',
    showImage: 'Onyesha picha {n}: {title}',
  },
  resource: {
    transports: {
      title: 'Usafiri',
      intro:
        'Mabasi yetu ya shule huwafikisha wanafunzi shuleni na kuwarudisha nyumbani kwa usalama na kwa gharama nafuu.',
      metaDescription: 'Picha za mabasi ya shule za Bright yanayowafikisha wanafunzi shuleni na nyumbani kwa usalama.',
    },
    library: {
      title: 'Shughuli za Maktaba',
      intro: 'Kona za kusomea, vipindi vya hadithi na maktaba yetu ya vitabu na ya kidijitali.',
      metaDescription: 'Picha za kusoma na kujifunza katika maktaba ya shule za Bright.',
    },
    computerLab: {
      title: 'Maabara ya Kompyuta',
      intro: 'Wanafunzi hujifunza kutumia kompyuta na kugundua ulimwengu wa kidijitali pamoja na walimu wao.',
      metaDescription: 'Picha za wanafunzi wakijifunza kwa kompyuta katika maabara ya kompyuta ya shule za Bright.',
    },
  },
};

export default { en, de, sw };

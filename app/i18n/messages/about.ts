// Texts of the about page. English keeps the spec's wording (core values, timeline years and steps).
const en = {
  title: 'About Us',
  description:
    'Who we are: the story, vision, mission and values of the Bright pre-primary and primary schools in Tanzania.',
  hero: {
    heading: 'About Bright Schools',
    subtitle:
      'Caring pre-primary and primary education in Tanzania, growing together with families and partners since 2017.',
  },
  intro: {
    heading: 'Who We Are',
    p1: 'Bright Schools began with a simple idea: every child in our region deserves a safe, joyful and modern place to start learning. Today our day care, pre-primary and primary schools welcome children from every background.',
    p2: 'Our teachers combine a strong foundation in reading, writing and numbers with play, art, sport and character. Parents are our partners, and friends from our partner schools in Germany help us to keep growing.',
    imageAlt: 'A Bright school building below Mount Kilimanjaro',
  },
  pillars: {
    heading: 'What Guides Us',
    vision: {
      title: 'Our Vision',
      text: 'To be a leading place of early and primary education in Tanzania, where every child discovers their talents and grows into a confident, caring citizen.',
    },
    mission: {
      title: 'Our Mission',
      text: 'To give every child a safe, joyful and modern start in learning, through qualified teachers, an interactive curriculum and close partnership with parents.',
    },
    values: {
      title: 'Our Core Values',
      integrity: 'Integrity',
      integrityText: 'We are honest and keep our promises to children and parents.',
      transparency: 'Transparency',
      transparencyText: 'We share openly how our schools are run and how every child is doing.',
      care: 'Care',
      careText: 'We look after every child as if they were our own.',
    },
    objective: {
      title: 'Our Objective',
      text: 'To give children strong skills in reading, writing, numbers and languages, together with the confidence to use them.',
    },
    goal: {
      title: 'Our Goal',
      text: 'That every pupil leaves primary school ready for secondary education and proud of what they have learned.',
    },
  },
  timeline: {
    heading: 'Our Journey',
    founding: {
      title: 'Founding',
      text: 'Bright Schools is founded by parents and teachers who want better early education for the region.',
    },
    construction: { title: 'Construction', text: 'The first classrooms, a library and a playground are built.' },
    opening: { title: 'Opening', text: 'The school opens its doors to the first pupils.' },
    graduates: { title: 'First Graduates', text: 'Our first pupils complete primary school.' },
  },
  testimonials: {
    heading: 'What Parents Say',
    intro: 'Voices of families whose children learn at Bright.',
    label: 'Parent testimonials',
    t1: {
      quote: 'My daughter used to be shy. After one year at Bright she reads to the whole family every evening.',
      name: 'Neema J.',
      role: 'Mother of a pre-primary pupil',
    },
    t2: {
      quote: 'The teachers know every child by name and call us when something is wrong. We feel part of the school.',
      name: 'Joseph M.',
      role: 'Father of two pupils',
    },
    t3: {
      quote: 'Paying the fees four times a year makes it possible for our family. The school bus is safe and on time.',
      name: 'Rehema K.',
      role: 'Mother of a Standard 3 pupil',
    },
    t4: {
      quote: 'The science fair was wonderful. My son explained his volcano model to everyone who walked by!',
      name: 'Emmanuel L.',
      role: 'Father of a Standard 5 pupil',
    },
    t5: {
      quote: 'Clean classrooms, good books and caring staff. I recommend Bright to every parent I meet.',
      name: 'Grace T.',
      role: 'Mother and grandmother',
    },
  },
};
export type Messages = typeof en;

const de: Messages = {
  title: 'Über uns',
  description:
    'Wer wir sind: Geschichte, Vision, Mission und Werte der Bright-Schulen, unserer Vor- und Grundschulen in Tansania.',
  hero: {
    heading: 'Über die Bright-Schulen',
    subtitle:
      'Vor- und Grundschulbildung mit Herz in Tansania – seit 2017 wachsen wir gemeinsam mit Familien und Partnern.',
  },
  intro: {
    heading: 'Wer wir sind',
    p1: 'Am Anfang der Bright-Schulen stand eine einfache Idee: Jedes Kind unserer Region verdient einen sicheren, fröhlichen und modernen Ort, um mit dem Lernen zu beginnen. Heute besuchen Kinder jeder Herkunft unsere Kitas, Vor- und Grundschulen.',
    p2: 'Unsere Lehrkräfte verbinden solide Grundlagen in Lesen, Schreiben und Rechnen mit Spiel, Kunst, Sport und Persönlichkeitsbildung. Die Eltern sind unsere Partner, und Freunde unserer Partnerschulen in Deutschland helfen uns, weiter zu wachsen.',
    imageAlt: 'Ein Gebäude der Bright-Schulen am Fuß des Kilimandscharo',
  },
  pillars: {
    heading: 'Was uns leitet',
    vision: {
      title: 'Unsere Vision',
      text: 'Ein führender Ort für frühkindliche Bildung und Grundschulbildung in Tansania zu sein, an dem jedes Kind seine Talente entdeckt und zu einem selbstbewussten, hilfsbereiten Mitglied der Gesellschaft heranwächst.',
    },
    mission: {
      title: 'Unsere Mission',
      text: 'Jedem Kind einen sicheren, fröhlichen und modernen Start ins Lernen zu geben – mit qualifizierten Lehrkräften, einem interaktiven Lehrplan und enger Zusammenarbeit mit den Eltern.',
    },
    values: {
      title: 'Unsere Grundwerte',
      integrity: 'Integrität',
      integrityText: 'Wir sind ehrlich und halten unsere Versprechen gegenüber Kindern und Eltern.',
      transparency: 'Transparenz',
      transparencyText: 'Wir zeigen offen, wie unsere Schulen geführt werden und wie jedes Kind vorankommt.',
      care: 'Fürsorge',
      careText: 'Wir kümmern uns um jedes Kind, als wäre es unser eigenes.',
    },
    objective: {
      title: 'Unser Bildungsziel',
      text: 'Kindern solide Kenntnisse im Lesen, Schreiben, Rechnen und in Sprachen zu vermitteln – und das Selbstvertrauen, sie anzuwenden.',
    },
    goal: {
      title: 'Unser Anspruch',
      text: 'Jedes Kind soll die Grundschule gut vorbereitet auf die weiterführende Schule und stolz auf das Gelernte verlassen.',
    },
  },
  timeline: {
    heading: 'Unser Weg',
    founding: {
      title: 'Gründung',
      text: 'Eltern und Lehrkräfte gründen die Bright-Schulen, weil sie bessere frühe Bildung für die Region wollen.',
    },
    construction: { title: 'Bau', text: 'Die ersten Klassenzimmer, eine Bibliothek und ein Spielplatz werden gebaut.' },
    opening: { title: 'Eröffnung', text: 'Die Schule öffnet ihre Türen für die ersten Kinder.' },
    graduates: { title: 'Erster Abschlussjahrgang', text: 'Unsere ersten Kinder schließen die Grundschule ab.' },
  },
  testimonials: {
    heading: 'Das sagen Eltern',
    intro: 'Stimmen von Familien, deren Kinder bei Bright lernen.',
    label: 'Erfahrungen von Eltern',
    t1: {
      quote:
        'Meine Tochter war früher schüchtern. Nach einem Jahr bei Bright liest sie jeden Abend der ganzen Familie vor.',
      name: 'Neema J.',
      role: 'Mutter eines Vorschulkindes',
    },
    t2: {
      quote:
        'Die Lehrkräfte kennen jedes Kind beim Namen und rufen uns an, wenn etwas nicht stimmt. Wir fühlen uns als Teil der Schule.',
      name: 'Joseph M.',
      role: 'Vater von zwei Schulkindern',
    },
    t3: {
      quote:
        'Weil wir das Schulgeld in vier Raten im Jahr zahlen können, können wir es uns als Familie leisten. Der Schulbus ist sicher und pünktlich.',
      name: 'Rehema K.',
      role: 'Mutter eines Kindes der 3. Klasse',
    },
    t4: {
      quote:
        'Die Wissenschaftsausstellung war wunderbar. Mein Sohn hat sein Vulkanmodell allen erklärt, die vorbeikamen!',
      name: 'Emmanuel L.',
      role: 'Vater eines Kindes der 5. Klasse',
    },
    t5: {
      quote:
        'Saubere Klassenzimmer, gute Bücher und fürsorgliches Personal. Ich empfehle Bright allen Eltern, die ich treffe.',
      name: 'Grace T.',
      role: 'Mutter und Großmutter',
    },
  },
};

const sw: Messages = {
  title: 'Kuhusu Sisi',
  description:
    'Sisi ni nani: historia, dira, dhamira na maadili ya shule za awali na msingi za Bright nchini Tanzania.',
  hero: {
    heading: 'Kuhusu Shule za Bright',
    subtitle:
      'Elimu ya awali na msingi inayomjali kila mtoto nchini Tanzania; tumekua pamoja na familia na washirika tangu 2017.',
  },
  intro: {
    heading: 'Sisi ni Nani',
    p1: 'Shule za Bright zilianza na wazo rahisi: kila mtoto wa eneo letu anastahili mahali salama, pa furaha na pa kisasa pa kuanza kujifunza. Leo vituo vyetu vya kulelea watoto, madarasa ya elimu ya awali na shule za msingi hupokea watoto kutoka familia za aina zote.',
    p2: 'Walimu wetu huchanganya msingi imara wa kusoma, kuandika na kuhesabu pamoja na kucheza, sanaa, michezo na malezi ya tabia njema. Wazazi ni washirika wetu, na marafiki kutoka shule zetu washirika nchini Ujerumani hutusaidia kuendelea kukua.',
    imageAlt: 'Jengo la shule ya Bright chini ya Mlima Kilimanjaro',
  },
  pillars: {
    heading: 'Kinachotuongoza',
    vision: {
      title: 'Dira Yetu',
      text: 'Kuwa kituo kinachoongoza cha elimu ya awali na msingi nchini Tanzania, ambapo kila mtoto hugundua vipaji vyake na kukua akiwa raia anayejiamini na anayewajali wengine.',
    },
    mission: {
      title: 'Dhamira Yetu',
      text: 'Kumpa kila mtoto mwanzo salama, wa furaha na wa kisasa wa kujifunza, kupitia walimu wenye sifa, mtaala shirikishi na ushirikiano wa karibu na wazazi.',
    },
    values: {
      title: 'Maadili Yetu ya Msingi',
      integrity: 'Uadilifu',
      integrityText: 'Tunasema kweli na tunatimiza ahadi zetu kwa watoto na wazazi.',
      transparency: 'Uwazi',
      transparencyText: 'Tunaeleza wazi jinsi shule zetu zinavyoendeshwa na jinsi kila mtoto anavyoendelea.',
      care: 'Kujali',
      careText: 'Tunamjali kila mtoto kama mtoto wetu wenyewe.',
    },
    objective: {
      title: 'Madhumuni Yetu',
      text: 'Kuwapa watoto ujuzi imara wa kusoma, kuandika, hesabu na lugha, pamoja na kujiamini katika kuutumia.',
    },
    goal: {
      title: 'Lengo Letu',
      text: 'Kila mwanafunzi amalize shule ya msingi akiwa tayari kwa elimu ya sekondari na akijivunia alichojifunza.',
    },
  },
  timeline: {
    heading: 'Safari Yetu',
    founding: {
      title: 'Kuanzishwa',
      text: 'Shule za Bright zilianzishwa na wazazi na walimu waliotaka elimu bora ya awali kwa eneo hili.',
    },
    construction: { title: 'Ujenzi', text: 'Madarasa ya kwanza, maktaba na uwanja wa michezo vilijengwa.' },
    opening: { title: 'Ufunguzi', text: 'Shule ilifungua milango yake na kuwapokea wanafunzi wa kwanza.' },
    graduates: { title: 'Wahitimu wa Kwanza', text: 'Wanafunzi wetu wa kwanza walihitimu elimu ya msingi.' },
  },
  testimonials: {
    heading: 'Wazazi Wanasema Nini?',
    intro: 'Sauti za familia ambazo watoto wao wanasoma Bright.',
    label: 'Maoni ya wazazi',
    t1: {
      quote:
        'Binti yangu alikuwa na haya sana. Baada ya mwaka mmoja hapa Bright, sasa anaisomea familia nzima kila jioni.',
      name: 'Neema J.',
      role: 'Mama wa mwanafunzi wa elimu ya awali',
    },
    t2: {
      quote: 'Walimu wanamjua kila mtoto kwa jina na hutupigia simu kukiwa na tatizo. Tunajiona kuwa sehemu ya shule.',
      name: 'Joseph M.',
      role: 'Baba wa wanafunzi wawili',
    },
    t3: {
      quote:
        'Kulipa ada kwa awamu nne kwa mwaka kunatuwezesha kumudu gharama. Basi la shule ni salama na hufika kwa wakati.',
      name: 'Rehema K.',
      role: 'Mama wa mwanafunzi wa darasa la tatu',
    },
    t4: {
      quote:
        'Maonyesho ya sayansi yalikuwa mazuri sana. Mwanangu alimweleza kila mpita njia kuhusu mfano wake wa volkano!',
      name: 'Emmanuel L.',
      role: 'Baba wa mwanafunzi wa darasa la tano',
    },
    t5: {
      quote:
        'Madarasa safi, vitabu vizuri na wafanyakazi wanaojali. Namshauri kila mzazi ninayekutana naye achague Bright.',
      name: 'Grace T.',
      role: 'Mama na bibi',
    },
  },
};

export default { en, de, sw };

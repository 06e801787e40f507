/**
 * Every word the site's pages say themselves, in English: labels, buttons, notices, the not-found
 * page (what editors write lives in the CMS). Arabic (ar.ts) has the same entries.
 */
export const english = {
  language: {
    /** The switch to the other language: its name in itself, and what it does. */
    switchLabel: 'Read this page in Arabic',
  },
  frame: {
    skipToContent: 'Skip to content',
  },
  menu: {
    label: 'Main',
    button: 'Menu',
    submenu: (item: string) => `${item} menu`,
  },
  topBar: {
    socialLinks: 'Social links',
    companyOn: (company: string, network: string) => `${company} on ${network}`,
  },
  chat: {
    label: 'Chat with us on WhatsApp',
  },
  drawer: {
    call: 'Call us',
  },
  footer: {
    newsletterHeading: 'Notes from the studio',
    newsletterText: 'Projects, materials and ideas for Dubai homes and workplaces, once a month.',
    contact: 'Contact',
    usefulLinks: 'Useful links',
    popularSearches: 'Popular Searches',
    rightsReserved: 'All rights reserved.',
  },
  breadcrumb: {
    label: 'Breadcrumb',
    home: 'Home',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
  },
  carousel: {
    /** What assistive technology calls the carousel and each of its slides (aria-roledescription). */
    role: 'carousel',
    slideRole: 'slide',
    previous: 'Previous',
    next: 'Next',
    slide: (position: number, count: number) => `${position} of ${count}`,
  },
  gallery: {
    label: 'Gallery',
    openPhoto: (position: number, count: number) => `Open photo ${position} of ${count}: `,
    photosOf: (title: string) => `Photos of ${title}`,
  },
  /** The lightbox's own labels (yet-another-react-lightbox's keys), handed to it through the page's markup. */
  lightbox: {
    Previous: 'Previous',
    Next: 'Next',
    Close: 'Close',
    Slide: 'Slide',
    Carousel: 'Carousel',
    Lightbox: 'Lightbox',
    'Photo gallery': 'Photo gallery',
    '{index} of {total}': '{index} of {total}',
  },
  dialog: {
    close: 'Close',
  },
  enquiry: {
    quote: 'Get a free Quote',
    consultation: 'Free Consultation',
    quoteIntro: 'Tell us about your space and we will come back within one working day with a first estimate.',
    consultationIntro: 'Book a free consultation with one of our designers, at our studio or on your site.',
    callNumber: (phone: string) => `Call ${phone}`,
    chatOnWhatsApp: 'Chat on WhatsApp',
    whatsAppUs: 'WhatsApp us',
  },
  contactDetails: {
    label: 'Contact details',
    visit: 'Visit us',
    openInMaps: 'Open in maps',
    opensInNewTab: ' (opens in a new tab)',
    call: 'Call us',
    email: 'Email us',
    hours: 'Opening hours',
  },
  openingHours: {
    days: {
      monday: 'Monday',
      tuesday: 'Tuesday',
      wednesday: 'Wednesday',
      thursday: 'Thursday',
      friday: 'Friday',
      saturday: 'Saturday',
      sunday: 'Sunday',
    },
    dayRange: (first: string, last: string) => `${first} to ${last}`,
    /** 'A', 'A and B', 'A, B and C'. */
    list: (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`),
    row: (days: string, opens: string, closes: string) => `${days}, ${opens} to ${closes}`,
    rowSeparator: '; ',
  },
  cards: {
    learnMore: 'Learn more',
  },
  benefits: {
    heading: 'Our promises',
  },
  process: {
    label: 'Process',
  },
  blog: {
    readTheBlog: 'Read the blog',
    articles: 'Articles',
    articlesPage: (page: number) => `Articles, page ${page}`,
    noPosts: 'Our first articles are on their way.',
    byline: (company: string) => `By ${company}`,
    breadcrumb: 'Blogs',
    related: 'Related Blogs',
    listTitle: (title: string, page: number) => `${title} – Page ${page}`,
    categories: 'Categories',
    allArticles: 'All articles',
    categoryTitle: (name: string) => `${name} – Blog`,
    categoryArticles: (name: string) => `Articles in ${name}`,
    categoryArticlesPage: (name: string, page: number) => `Articles in ${name}, page ${page}`,
    aboutAuthors: (count: number): string => (count === 1 ? 'About the author' : 'About the authors'),
  },
  portfolio: {
    viewPortfolio: 'View the portfolio',
    projects: 'Projects',
    projectsPage: (page: number) => `Projects, page ${page}`,
    allProjects: 'All projects',
    filterBySector: 'Filter by sector',
    projectCount: (count: number) => `${count} ${count === 1 ? 'project' : 'projects'}`,
    bar: 'Portfolio',
    description: 'Project Description',
    services: 'Services: ',
    whyChoose: (company: string) => `Why Choose ${company}`,
    similarHeading: 'Planning a space like this?',
    similarText: 'Tell us about it and we will come back within one working day with a first estimate.',
    neighbours: 'More case studies',
    previousProject: 'Previous project',
    nextProject: 'Next project',
    videoUnsupported: 'Your browser cannot play this video.',
    downloadVideo: 'Download it',
  },
  projectFacts: {
    heading: 'Key facts',
    location: 'Location',
    sector: 'Sector',
    scope: 'Scope',
    duration: 'Duration',
    year: 'Year',
    requirements: 'Requirements',
    construction: 'Construction',
    materials: 'Materials',
  },
  search: {
    heading: 'Search',
    label: 'Search the site',
    placeholder: 'Search services, projects and articles',
    button: 'Search',
    title: (query: string, page: number) => `Search results for “${query}”${page > 1 ? `, page ${page}` : ''}`,
    description: 'Search our services, portfolio projects and articles on interior design and fit-out in Dubai.',
    nothingFound: (query: string) => `Nothing found for “${query}”. Check the spelling, or try another word.`,
    resultCount: (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`,
    forQuery: (query: string) => ` for “${query}”`,
    range: (first: number, last: number, total: number, page: number, pageCount: number) =>
      `${first}–${last} of ${total}, page ${page} of ${pageCount}`,
    noSuchPage: (page: number, pageCount: number) => `There is no page ${page}: the results end on page ${pageCount}.`,
    seePage: (page: number) => `See page ${page}`,
    results: 'Search results',
    /** What a result is, by the kind its search record stores (searchIndex.ts). */
    kinds: { Page: 'Page', 'Case study': 'Case study', Article: 'Article' },
  },
  vacancies: {
    experience: (experience: string) => `Experience: ${experience}`,
    apply: 'Apply Now',
  },
  legal: {
    terms: 'Terms',
    policy: 'Policy',
    contents: 'Table of contents',
    /** {website} while the site runs on no public domain (localhost, an address). */
    companyWebsite: (company: string) => `the ${company} website`,
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you were looking for has moved or no longer exists. Search the site or return home.',
    heading: 'This page could not be found',
    text: 'The address may have changed or the page may have moved. Search for what you need, or start again from the home page.',
    home: 'Back to the home page',
  },
  error: {
    /** SPEC §2.1's routing fallback text. */
    heading: 'Unexpected Application Error!',
    text: 'Something went wrong while showing this page. Please try again, or go back to the home page.',
    retry: 'Try again',
    home: 'Home page',
  },
}

export type Words = typeof english

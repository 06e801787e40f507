/**
 * The words the seed's layouts write around the copy modules' (src/content/layouts/*.ts and
 * seed/projects.ts, seed/clients.ts): headings, button labels and picture alt texts, in English.
 * `layoutCopyAr` (src/content/ar/layoutCopy.ts) holds the same in Arabic.
 */
export const layoutCopy = {
  home: {
    bannerAlt: 'A calm living room designed and built by our studio in Dubai',
    introHeading: 'One studio from first sketch to handover',
    introAlt: 'Designers reviewing material samples at the studio in Business Bay',
    cardLinkLabel: (title: string) => `Explore ${title.toLowerCase()}`,
  },
  servicesPage: {
    bannerAlt: (pageTitle: string) => `${pageTitle}: interiors by our studio`,
  },
  mainPage: {
    bannerAlt: (pageTitle: string) => `${pageTitle}: an interior designed by our studio`,
    aboutWhoWeAreAlt: 'Our design studio in Business Bay, with material samples on a long oak table',
    aboutOurGroupAlt: 'Joinery, stone and lighting samples from the companies of our group',
    contact: {
      heading: 'Visit, call or write',
      /** Vendors, then careers (their addresses: `contactLinkPaths`). */
      links: [
        { title: 'Vendors and service providers', text: 'Supply materials or specialist services to our projects.', linkLabel: 'Register as a vendor' },
        { title: 'Careers', text: 'See the roles we are recruiting for and apply online.', linkLabel: 'See open vacancies' },
      ],
    },
    clientsHeading: 'Brands and homeowners who trust us',
    vacanciesHeading: 'OPEN VACANCIES',
    vendorsHeading: 'Vendors & Service Providers',
  },
  servicePage: {
    bannerAlt: (pageTitle: string) => `${pageTitle}: an interior by our studio`,
    introAlt: (breadcrumb: string) => `${breadcrumb} designed and built by our team`,
    galleryHeading: (breadcrumb: string) => `${breadcrumb} by our studio`,
    processHeading: 'How we work',
    testimonialsHeading: 'What our clients say',
    consultationButton: 'Free Consultation',
    faqHeading: 'Frequently Asked Questions',
  },
  projects: {
    mainImageAlt: (title: string, location: string) => `${title}, ${location}`,
    galleryAlt: (title: string, scene: string, again: boolean) => `${title}: ${scene}${again ? ', another view' : ''}`,
    /** The first two services delivered, as a phrase ('Retail interior design and shop fit-out'). */
    scope: (services: readonly string[]) =>
      services
        .slice(0, 2)
        .map((service, index) => (index > 0 && !/^\p{Lu}{2}/u.test(service) ? service.charAt(0).toLowerCase() + service.slice(1) : service))
        .join(' and '),
  },
  clients: {
    logoAlt: (name: string) => `${name} logo`,
  },
}

export type LayoutCopy = typeof layoutCopy

/** Where the contact page's two tiles lead, in the order of `layoutCopy.mainPage.contact.links`. */
export const contactLinkPaths = ['/vendor-and-service-providers', '/career'] as const

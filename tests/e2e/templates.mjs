/** One page of each public template, by name: what the layout tests and `npm run screenshots` visit. */
export const templates = {
  home: '/',
  'service-page': '/office-fit-out',
  'service-page-with-carousels': '/residential-interior-design',
  services: '/services',
  about: '/about-us',
  clients: '/our-clients',
  career: '/career',
  vendor: '/vendor-and-service-providers',
  contact: '/contact',
  legal: '/terms-and-conditions',
  portfolio: '/portfolio',
  'case-study': '/portfolios/motor-city-hmc-clinic',
  'case-study-with-video': '/portfolios/arabella-2-mudon-villa-renovation',
  blog: '/blog',
  'blog-page-2': '/blog/page/2',
  post: '/blog/acoustics-open-plan-offices',
  category: '/blog/category/fit-out-and-approvals',
  search: '/search?q=kitchen',
  'not-found': '/no-such-page',
}

/**
 * One page of each public template in Arabic (those the demo writes in Arabic), by name: what the
 * Arabic layout tests and `npm run screenshots` visit.
 */
export const arabicTemplates = {
  home: '/ar',
  'service-page': '/ar/office-fit-out',
  'service-page-with-carousels': '/ar/residential-interior-design',
  services: '/ar/services',
  about: '/ar/about-us',
  clients: '/ar/our-clients',
  career: '/ar/career',
  vendor: '/ar/vendor-and-service-providers',
  contact: '/ar/contact',
  legal: '/ar/terms-and-conditions',
  portfolio: '/ar/portfolio',
  'case-study': '/ar/portfolios/motor-city-hmc-clinic',
  blog: '/ar/blog',
  post: '/ar/blog/fit-out-approvals-explained-plain-terms',
  category: '/ar/blog/category/fit-out-and-approvals',
  search: '/ar/search?q=المطابخ',
  'not-found': '/ar/no-such-page',
}

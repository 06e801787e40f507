import type { HoursRow } from '@/lib/openingHours'

/** The demo company. Nothing else in the code names it: templates read the company global. */
export const demoCompany = {
  name: 'Atelier Noor Interiors',
  phone: '+971 4 555 0147',
  email: 'studio@ateliernoor.ae',
  address: 'Office 1204, Bay Square Building 7, Business Bay, Dubai, United Arab Emirates',
  city: 'Dubai',
  countryCode: 'AE',
  jurisdiction: 'the United Arab Emirates, Emirate of Dubai',
  mapUrl: 'https://maps.google.com/?q=Bay+Square+Building+7+Business+Bay+Dubai',
  geo: { latitude: 25.18635, longitude: 55.27968 },
  openingHours: [{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], opens: '09:00', closes: '18:00' }] satisfies HoursRow[],
  social: {
    facebook: 'https://www.facebook.com/ateliernoorinteriors',
    twitter: 'https://x.com/ateliernoor',
    instagram: 'https://www.instagram.com/ateliernoor.interiors',
    linkedin: 'https://www.linkedin.com/company/atelier-noor-interiors',
  },
  homeSiteUrl: '/',
  about:
    'A Dubai design and build studio creating homes, workplaces and hospitality spaces with calm, considered detail, from the first sketch to the final handover.',
  popularSearches: [
    { label: 'Office fit-out in Dubai', href: '/office-fit-out' },
    { label: 'Villa renovation', href: '/villa-renovation-companies-dubai' },
    { label: 'Kitchen renovation', href: '/kitchen-renovation-companies-in-dubai' },
    { label: 'Bathroom renovation', href: '/bathroom-renovations-dubai' },
    { label: 'Restaurant fit-out', href: '/restaurant-fit-out-dubai' },
    { label: 'Custom-made furniture', href: '/custom-made-furniture-dubai' },
    { label: 'Wall cladding', href: '/wall-cladding' },
    { label: 'Wooden flooring', href: '/wooden-flooring-in-dubai' },
    { label: 'Turnkey interiors', href: '/turnkey-interiors' },
    { label: 'Residential interior design', href: '/residential-interior-design' },
  ],
  copyrightHolder: 'Atelier Noor Interiors LLC',
  copyrightYear: 2024,
}

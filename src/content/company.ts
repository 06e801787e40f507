/** The demo company. Nothing else in the code names it: templates read the company global. */
export const demoCompany = {
  name: 'Atelier Noor Interiors',
  phone: '+971 4 555 0147',
  email: 'studio@ateliernoor.ae',
  address: 'Office 1204, Bay Square Building 7, Business Bay, Dubai, United Arab Emirates',
  mapUrl: 'https://maps.google.com/?q=Bay+Square+Building+7+Business+Bay+Dubai',
  openingHours: 'Monday to Saturday, 9:00 to 18:00',
  social: {
    facebook: 'https://www.facebook.com/ateliernoorinteriors',
    twitter: 'https://x.com/ateliernoor',
    instagram: 'https://www.instagram.com/ateliernoor.interiors',
    whatsapp: 'https://wa.me/97145550147',
    linkedin: 'https://www.linkedin.com/company/atelier-noor-interiors',
  },
  chatUrl: 'https://wa.me/97145550147?text=Hello%2C%20I%20would%20like%20to%20discuss%20a%20project',
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

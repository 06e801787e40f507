/**
 * Demo clients shown on /our-clients and the home page. All invented for the demo;
 * the company replaces them (and adds logos) in the admin.
 */

export type ClientCopy = { name: string; sector: string; description: string }

export const demoClients: ClientCopy[] = [
  {
    name: 'Dune & Ember Hospitality',
    sector: 'Restaurant group',
    description:
      'Four restaurants in JBR, JLT and Al Quoz, from kitchen extraction and Civil Defence approvals to walnut bar counters built in our workshop.',
  },
  {
    name: 'Marsa Table Group',
    sector: 'Restaurant group',
    description:
      'A Dubai Marina seafood restaurant and two City Walk cafés, each fitted out within twelve weeks, with food safety approvals secured first time.',
  },
  {
    name: 'Falaj Family Clinic',
    sector: 'Healthcare',
    description:
      'A six-room family clinic in Motor City with DHA-compliant treatment rooms, hygienic vinyl flooring and a calm, daylit waiting area.',
  },
  {
    name: 'Halcyon Skin Clinic',
    sector: 'Healthcare',
    description:
      'Treatment suites and a reception lounge in Jumeirah, with concealed joinery storage, antibacterial finishes and lighting tuned for accurate skin assessment.',
  },
  {
    name: 'Baseline Padel Club',
    sector: 'Sports and leisure',
    description:
      'Four covered courts in Al Quoz with a clubhouse, changing rooms and café counter, completed in time for the opening of the winter season.',
  },
  {
    name: 'Sandline Padel',
    sector: 'Sports and leisure',
    description:
      'Courts, members’ lounge and pro shop at a waterfront venue in Abu Dhabi, including sports lighting, acoustic treatment and hard-wearing timber joinery.',
  },
  {
    name: 'Meridian Gulf Logistics',
    sector: 'Corporate office',
    description:
      'A 6,500 sq ft head office in Business Bay with glazed meeting rooms, a training suite and a staff kitchen, delivered in eleven weeks.',
  },
  {
    name: 'Harbourline Legal Consultants',
    sector: 'Corporate office',
    description:
      'A quiet, client-facing law office in DIFC with acoustic partitions, a walnut-panelled boardroom and discreet document storage built to measure.',
  },
  {
    name: 'Qamar Ventures',
    sector: 'Corporate office',
    description:
      'A flexible workplace in Dubai Internet City for a growing technology investor, with focus booths, a podcast room and an event-ready breakout area.',
  },
  {
    name: 'Clearview Eyewear House',
    sector: 'Retail',
    description:
      'Optical stores in Mirdif and Dubai Hills with illuminated frame displays, private eye-test rooms and cash counters made in our own workshop.',
  },
  {
    name: 'Attar Lane Perfumes',
    sector: 'Retail',
    description:
      'A mall boutique in Dubai Hills with backlit onyx shelving and brushed brass details, built overnight to meet the landlord’s opening deadline.',
  },
  {
    name: 'Qurtuba Court Hotel',
    sector: 'Hospitality',
    description:
      'Renovation of 48 guest bathrooms and the lobby lounge in Al Jaddaf, phased floor by floor so the hotel stayed open throughout.',
  },
]

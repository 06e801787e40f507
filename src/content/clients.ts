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
  {
    name: 'Tidewater Engineering Consultants',
    sector: 'Corporate office',
    description:
      'An open-plan design studio and drawing archive in JLT, with a raised floor for flexible cabling, glass-fronted meeting rooms and a pantry overlooking the lake.',
  },
  {
    name: 'Lateen Capital Partners',
    sector: 'Corporate office',
    description:
      'A reception, boardroom and partners’ offices in DIFC finished in oak veneer and travertine, built over weekends so the trading floor next door never closed.',
  },
  {
    name: 'Little Dhow Toy Company',
    sector: 'Retail',
    description:
      'A playful toy store in Dubai Festival City with curved birch display islands, a children’s reading nook and stockroom shelving, handed over before the back-to-school rush.',
  },
  {
    name: 'Palmgrove Leather',
    sector: 'Retail',
    description:
      'A compact leather goods boutique in Souk Madinat Jumeirah with hand-stitched display niches, warm brass lighting and a made-to-measure cash wrap from our workshop.',
  },
  {
    name: 'Kahwa Lane Roastery',
    sector: 'Hospitality',
    description:
      'A speciality coffee roastery and café in Alserkal Avenue, with a glazed roasting room, terrazzo counters and extraction approved before the espresso machine arrived.',
  },
  {
    name: 'Seven Sails Boutique Hotel',
    sector: 'Hospitality',
    description:
      'Refurbishment of guest rooms and a rooftop lounge overlooking Dubai Creek in Deira, with new joinery, upgraded bathrooms and shading, phased around the busy winter season.',
  },
  {
    name: 'Crescent Key Properties',
    sector: 'Residential landlord',
    description:
      'New kitchens, flooring and bathrooms for vacant apartments in a Jumeirah Village Circle building, turned around between tenancies so each unit returned quickly to the market.',
  },
  {
    name: 'Mangrove Bay Developments',
    sector: 'Residential developer',
    description:
      'A furnished show apartment and sales gallery in Meydan for a boutique residential building, with bespoke joinery, layered lighting and soft furnishings ready for launch weekend.',
  },
  {
    name: 'Wadi Physio & Rehab',
    sector: 'Healthcare',
    description:
      'A physiotherapy centre in Al Barsha with private treatment bays, a rehabilitation gym and accessible washrooms, planned around DHA requirements and the way patients move through the space.',
  },
  {
    name: 'Little Oryx Nursery',
    sector: 'Education',
    description:
      'A bright early-years nursery in Umm Suqeim with rounded joinery, soft cushioned flooring, child-height washrooms and a shaded outdoor play deck for the warmer months.',
  },
  {
    name: 'Brightpath Learning Centre',
    sector: 'Education',
    description:
      'Classrooms, glazed study rooms and a library corner for a tutoring centre in Dubai Silicon Oasis, with acoustic ceilings and durable, easy-clean finishes throughout.',
  },
  {
    name: 'Ironpalm Strength Club',
    sector: 'Fitness',
    description:
      'A strength and conditioning gym in Al Quoz with rubber sports flooring, reinforced rig fixings, changing rooms and a recovery area with cold plunge pools.',
  },
  {
    name: 'Velvet Lane Nail Bar',
    sector: 'Beauty',
    description:
      'A nail and blow-dry bar in Dubai Marina with ventilated manicure stations, blush terrazzo counters and mirrored joinery built and finished in our own workshop.',
  },
]

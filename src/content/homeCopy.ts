/**
 * Demo copy for the home page sections and the services overview page.
 * Original wording written for the demo; the company replaces it in the admin.
 * Never names the company: templates read it from the company global.
 */

type Card = { title: string; text: string; href: string }
type Testimonial = { quote: string; name: string; detail: string }

export type HomeCopy = {
  tagline: string
  groups: { heading: string; intro: string; items: Card[] }
  featured: { heading: string; intro: string }
  benefitsHeading: string
  process: { heading: string; steps: { title: string; text: string }[] }
  clients: { heading: string; intro: string }
  testimonials: { heading: string; items: Testimonial[] }
  posts: { heading: string; intro: string }
  faq: { heading: string; items: { question: string; answer: string }[] }
  enquiry: { heading: string; text: string }
}

export type ServicesPageCopy = {
  sections: {
    heading: string
    paragraphs: string[]
    href: string
    linkLabel: string
    imageAlt: string
  }[]
}

export const homeCopy: HomeCopy = {
  tagline:
    'Villas, apartments, offices and restaurants, designed, approved and built by one accountable team across Dubai.',

  groups: {
    heading: 'Four disciplines, one team',
    intro:
      'Whether you need a single bespoke wardrobe or a complete turnkey fit-out, each of our service groups is led by specialists who share one studio, one programme and one set of drawings.',
    items: [
      {
        title: 'Interior Fit-Out',
        text: 'From shell-and-core units to fully working offices, shops and restaurants, we manage approvals, MEP, partitions, ceilings, flooring and finishes under one contract, with a clear programme and a single project manager from mobilisation to handover.',
        href: '/interior-fit-out-company-dubai',
      },
      {
        title: 'Commercial Interior Design',
        text: 'Space planning, lighting and material palettes for hotels, cafés, clinics, gyms and salons, drawn with guest flow, operating costs and authority requirements in mind, so the scheme that wins approval is the scheme that gets built.',
        href: '/commercial-interior-design-company-dubai',
      },
      {
        title: 'Residential',
        text: 'Apartment redesigns, villa renovations, kitchens and bathrooms across Dubai Marina, Dubai Hills, Arabian Ranches and Palm Jumeirah, planned around how your household actually lives, with community NOCs and building management permits handled for you.',
        href: '/residential-interior-design',
      },
      {
        title: 'Joinery',
        text: 'Wardrobes, kitchens, wall cladding, headboards, pergolas and exhibition stands made in our own workshop in natural veneer, solid oak, lacquer and moisture-resistant board, measured on site and installed by the carpenters who built them.',
        href: '/joinery-solutions',
      },
    ],
  },

  featured: {
    heading: 'Selected projects',
    intro:
      'A few recent spaces, from a JLT head office delivered in 45 days to villa renovations in Mudon and Jumeirah Park and padel venues in Abu Dhabi.',
  },

  benefitsHeading: 'Why clients choose us',

  process: {
    heading: 'How we work',
    steps: [
      {
        title: 'Plan with client',
        text: 'We start on site, not on screen: a measured survey, a frank conversation about budget and how the space will be used, and a written brief that both sides agree before any design work begins.',
      },
      {
        title: 'Provide Solution',
        text: 'Concept layouts, 3D visuals, material samples and an itemised quotation follow, usually within two to three weeks. Once you approve them, we prepare submissions for Dubai Municipality, DDA, Trakhees or Civil Defence as required.',
      },
      {
        title: 'Deliver Perfection',
        text: 'Our site team builds to the approved drawings, with weekly photo reports and one point of contact. We close every snag, test every system and hand over with as-built drawings and warranty documents.',
      },
    ],
  },

  clients: {
    heading: 'Trusted by operators and homeowners',
    intro:
      'Restaurant groups, clinics, padel clubs, retailers and landlords across the UAE return to us for their second and third sites, because their doors open on the date we agreed.',
  },

  testimonials: {
    heading: 'What our clients say',
    items: [
      {
        quote:
          'We were abroad for most of the renovation and never once felt out of the loop. The weekly photographs were honest, the kitchen joinery is flawless, and the villa was handed back to us a week early.',
        name: 'Sarah Whitfield',
        detail: 'Homeowner, villa renovation in Arabian Ranches',
      },
      {
        quote:
          'They took our floor from bare slab to fully occupied in ten weeks, approvals included. The meeting rooms are genuinely quiet, and the site team worked around the other tenants without a single complaint.',
        name: 'Karim Haddad',
        detail: 'Managing Partner, office fit-out in DIFC',
      },
      {
        quote:
          'Opening a restaurant on The Walk leaves no room for slippage. Our Civil Defence and food safety inspections passed first time, and the banquettes still look new after a year of full service.',
        name: 'Daniel Reyes',
        detail: 'Operations Director, restaurant fit-out in Jumeirah Beach Residence',
      },
    ],
  },

  posts: {
    heading: 'Latest from our blog',
    intro:
      'Practical notes from our designers and site teams on approvals, materials, budgets and timelines, drawn from projects we have recently completed across Dubai.',
  },

  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: 'How long does a typical project take?',
        answer:
          'It depends on scope and approvals. A bathroom renovation usually takes three to four weeks, a two-bedroom apartment six to ten, and a 2,000 sq ft office eight to twelve weeks from approval. Villa renovations generally run three to six months. We issue a written programme with the quotation and update it every week once work begins.',
      },
      {
        question: 'Do you handle permits and approvals?',
        answer:
          'Yes. We prepare and submit drawings to Dubai Municipality, DDA, Trakhees or Dubai Civil Defence, depending on where the property sits and what the works involve, and we obtain community NOCs and building management permits. Approvals typically take two to six weeks, and we build that time into the programme from the start.',
      },
      {
        question: 'How are payments structured?',
        answer:
          'We agree an itemised quotation and a payment schedule before work starts. A modest deposit secures materials and mobilisation, and later stages are linked to visible progress on site, such as completed first fix or installed joinery. We never ask for full payment up front, and the final instalment falls due only after handover and snagging.',
      },
      {
        question: 'Is your work guaranteed?',
        answer:
          'Every completed project carries a one-year workmanship warranty from the date of handover. If anything we built does not perform as it should, we return and put it right at no cost to you. Manufacturers’ warranties on appliances, fittings and equipment are passed to you in a handover file, together with as-built drawings and care guidance.',
      },
      {
        question: 'Can we stay in our home during the renovation?',
        answer:
          'Often, yes. For kitchen or bathroom works we phase the programme, seal work areas behind dust screens and agree working hours with you and the building management. For whole-villa renovations involving flooring, MEP or structural changes, we usually recommend moving out for the noisiest weeks, and we sequence the work so you can return as early as possible.',
      },
    ],
  },

  enquiry: {
    heading: 'Tell us about your space',
    text: 'Share a floor plan, a few photographs or simply an idea. One of our designers will call you within one working day to arrange a free consultation at your property or in our Business Bay studio.',
  },
}

export const servicesPageCopy: ServicesPageCopy = {
  sections: [
    {
      heading: 'Commercial Interior Design',
      paragraphs: [
        'A commercial interior is judged in covers, footfall, patient numbers or desks per square metre, and we design with those figures on the table. For a café in City Walk that might mean a counter placed to clear the morning queue quickly; for a clinic in Dubai Healthcare City, treatment rooms sized to DHA guidance with clean and dirty flows kept apart. Brand identity then shapes the materials, lighting and signage around that practical core.',
        'Our designers work on hotels, restaurants, salons, gyms, showrooms and healthcare facilities across Dubai and the northern emirates. Each scheme is tested against real construction rates from our own fit-out team, so value engineering happens on paper rather than on site. You receive a concept presentation, 3D visuals, a finishes schedule and a full technical drawing set, ready for landlord review, Civil Defence submission and tender, or for our own team to build.',
      ],
      href: '/commercial-interior-design-company-dubai',
      linkLabel: 'Explore commercial interior design',
      imageAlt:
        'Hotel lobby lounge with a travertine floor, curved fluted oak reception desk and warm concealed cove lighting',
    },
    {
      heading: 'Residential Interior Design',
      paragraphs: [
        'Good residential design starts with the rhythm of a household: school runs, late dinners, guests who stay for a week, a parent who works from home. We map those routines before we draw a single plan, then shape rooms, storage and lighting to suit them. In a Dubai Hills villa that may mean a second family kitchen beside the majlis; in a Jumeirah townhouse, a shaded terrace that works as an extra room from October to April.',
        'We present every scheme with material boards and 3D views, so you can see how morning light falls on a limestone floor or how a walnut-veneered study will feel in the evening. Once the design is agreed, our site and joinery teams build it, with community NOCs, Dubai Municipality or Trakhees permits and DEWA coordination handled on your behalf. Weekly updates keep you informed, whether you are in Dubai or overseas.',
      ],
      href: '/residential-interior-design',
      linkLabel: 'Explore residential interior design',
      imageAlt:
        'Open-plan villa living room with a limestone floor, linen sofas, walnut joinery and tall garden-facing windows',
    },
    {
      heading: 'Joinery Solutions',
      paragraphs: [
        'Every piece of joinery we make begins with a site measurement by the carpenter who will install it, not a nominal dimension taken from a drawing. Shop drawings follow, showing each panel, edge and hinge, and nothing is cut until you have signed them. That discipline matters in Dubai villas and towers, where walls are rarely perfectly true and a wardrobe that is five millimetres out will never close cleanly.',
        'Our workshop produces fitted wardrobes, kitchens, fluted wall cladding, upholstered headboards, timber pergolas, reception counters and exhibition stands. We match each material to its setting: moisture-resistant board beneath sinks, UV-stable finishes for rooms that take the afternoon sun, and treated hardwood for pergolas exposed to summer heat and humidity. Finishes range from natural veneer to matt or high-gloss lacquer and durable laminates, with soft-close hardware throughout.',
      ],
      href: '/joinery-solutions',
      linkLabel: 'Explore joinery solutions',
      imageAlt:
        'Carpenter fitting a floor-to-ceiling oak veneer wardrobe with recessed handles in a master bedroom',
    },
    {
      heading: 'Office Fit Out Solutions',
      paragraphs: [
        'An office fit-out is a business decision as much as a design one. We begin with a test fit of your floor plate, showing headcount, meeting rooms, focus booths and breakout space against realistic growth, so you can sign a lease in Business Bay, JLT or Dubai Internet City knowing the space will work. Acoustic targets, power and data density and cooling capacity are agreed at this stage, not discovered later.',
        'Once the layout is approved, we prepare the landlord, DDA or Dubai Municipality and Civil Defence packages and mobilise as soon as permits are issued. Glass partitions, acoustic ceilings, carpet tiles, lighting controls and IT cabling are sequenced so that no trade waits on another. If you are relocating, we coordinate furniture delivery and IT migration over a weekend, so your team can start work on Monday morning.',
      ],
      href: '/office-fit-out',
      linkLabel: 'Explore office fit-out',
      imageAlt:
        'Open-plan office with glazed meeting rooms, acoustic felt ceiling baffles, oak-topped desks and city views',
    },
    {
      heading: 'Apartment Interior Design',
      paragraphs: [
        'Dubai apartments reward careful planning. Many have generous glazing but little usable wall, bedrooms short of storage and kitchens closed off from the view. We study the layout and the way light moves through it, then propose changes such as a slimmer kitchen island, a sliding screen in place of a solid wall or a built-in window seat that doubles as storage. Each idea is shown in 3D before anything is built.',
        'Working in a tower brings its own rules, and we plan for them: building management permits, service lift bookings, protection of corridors and lifts, and quiet hours agreed with the owners’ association. Whether you are furnishing a new handover in Dubai Creek Harbour, refreshing a rental unit in Jumeirah Village Circle or reworking a penthouse in Downtown, we deliver a finished apartment that is clean, documented and ready to live in or let.',
      ],
      href: '/apartment-interior-design',
      linkLabel: 'Explore apartment interior design',
      imageAlt:
        'Compact apartment living area with a built-in window seat, pale oak shelving and marina views at dusk',
    },
  ],
}

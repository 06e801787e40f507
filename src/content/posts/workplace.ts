import type { PostCopy } from '../types'

/** Workplaces and commercial interiors: receptions, services coordination, fire safety, lighting, shopfronts, meeting rooms and reinstatement. */
export const workplacePosts: PostCopy[] = [
  {
    url: 'office-reception-design-first-impression',
    title: 'Designing a reception area that makes the right first impression',
    publishedAt: '2023-01-01',
    metaTitle: 'Office Reception Design That Makes a First Impression',
    metaDescription:
      'How to design an office reception in Dubai that welcomes visitors, works for the team behind the desk and tells your brand’s story in the first few seconds.',
    imageAlt: 'A calm office reception in a DIFC tower with a curved oak and stone desk, soft lounge seating and a backlit logo wall',
    intro: [
      'A visitor forms a view of your business long before the meeting starts. They step out of the lift, find your door, wait a moment to be noticed and sit down for a few minutes. In that short sequence your reception tells them whether you are organised, confident and glad to see them.',
      'We design receptions for offices across DIFC, Business Bay and JLT, and the best ones share a simple idea: they are planned around the visitor’s first two minutes and the receptionist’s whole working day.',
    ],
    sections: [
      {
        heading: 'Begin at the lift lobby',
        paragraphs: [
          'The first impression starts outside your front door. In a shared tower the corridor belongs to the landlord, so the entrance itself has to do the work: a clear name, a glass door or screen that offers a glimpse inside, and light that draws the eye along a long, grey corridor. Visitors should know they have arrived before they reach for the handle.',
          'Once inside, the desk should be visible straight away, and the route from door to desk should feel natural rather than like crossing an empty stage. A short, framed view into the office beyond, perhaps towards a bright collaboration area, says more about your culture than a slogan on the wall.',
        ],
      },
      {
        heading: 'A desk that works as hard as it looks',
        paragraphs: [
          'The reception desk is the centrepiece, and it is a piece of working furniture before it is a sculpture. We design most of ours as bespoke joinery, so they fit the space exactly and the details can be resolved properly:',
        ],
        bullets: [
          'A lower section so wheelchair users and children can be greeted at eye level',
          'Concealed, well-ventilated space for screens, printers and the access control system',
          'Cable routes planned with the floor boxes, so nothing trails across the floor',
          'Hard-wearing edges and tops, because bags, elbows and deliveries land on them daily',
          'Lockable storage for parcels, visitor passes and the inevitable spare umbrella',
        ],
        link: { label: 'Explore our joinery solutions', href: '/joinery-solutions' },
      },
      {
        heading: 'Waiting in comfort',
        paragraphs: [
          'Most visitors spend only a few minutes in reception, but those minutes shape their mood going into the meeting. Give them a comfortable seat that is easy to rise from, a small table for a coffee or a laptop, a power point within reach and somewhere to hang a jacket. A glass of cold water matters a great deal to someone who has just walked across a car park in a Dubai August.',
          'Keep the waiting area within sight of the desk but a few steps away from it, so visitors do not overhear every phone call and the receptionist is not working under constant observation.',
        ],
      },
      {
        heading: 'Brand, light and sound',
        paragraphs: [
          'Your brand should be felt rather than shouted. A logo wall is expected, but materials, colour and a carefully chosen piece of art often say more. A client in timber and stone feels different from one in polished white surfaces and bold colour, and both can be right for the business they represent.',
          'Lighting should be warm and layered, with a soft general level, a highlight on the logo or feature wall and good light on the receptionist’s face so visitors are greeted by a person, not a silhouette. Hard surfaces make receptions echo, so we add acoustic panels, upholstery or a textured ceiling to keep conversations private and the room calm.',
        ],
      },
      {
        heading: 'Built for daily wear',
        paragraphs: [
          'Reception is the busiest square metre of most offices. Floors take fine sand carried in on shoes, glass doors collect fingerprints and the desk top sees constant traffic. We choose durable finishes, specify an entrance mat recessed into the floor and keep replaceable panels where scuffs are likely.',
          'A reception can be refreshed on its own without disrupting the rest of the office, and our workmanship is covered by a one-year warranty. If you are planning a new office, it is worth giving this small area a generous share of the design attention.',
        ],
      },
    ],
  },
  {
    url: 'mep-coordination-fit-out-explained',
    title: 'MEP coordination in a fit-out, explained for business owners',
    publishedAt: '2023-07-12',
    metaTitle: 'MEP Coordination in a Fit-Out, Explained Simply',
    metaDescription:
      'What MEP coordination means in a Dubai fit-out, why clashes above the ceiling cost time and money, and the questions owners should ask their contractor.',
    imageAlt: 'An open ceiling void in a Business Bay office showing ductwork, sprinkler pipes and cable trays running neatly side by side',
    intro: [
      'Ask a contractor about your fit-out and you will soon hear the letters MEP: mechanical, electrical and plumbing. These are the services that keep an office cool, powered, lit, connected and safe. They are mostly hidden, yet they account for a large share of the cost, the approvals and the risk in any commercial project.',
      'You do not need to become an engineer to manage them well. You simply need to understand what coordination means, and why it deserves attention early.',
    ],
    sections: [
      {
        heading: 'What the three letters cover',
        paragraphs: [
          'Mechanical usually means air-conditioning, ventilation and extraction: the ducts, diffusers, fan coil units and controls that keep a glass-fronted office bearable in July. Electrical covers power, lighting, data cabling and often the fire alarm and access control. Plumbing covers water supply and drainage for pantries, washrooms and any kitchen, and it is frequently grouped with the sprinkler system that protects the floor.',
          'Each of these is designed by specialists and installed by different trades. Coordination is the work of making them fit together, with your layout and with the building they connect to.',
        ],
      },
      {
        heading: 'Why clashes happen above the ceiling',
        paragraphs: [
          'The space between the slab and your new ceiling is limited, and every service wants a share of it. A large duct, a sprinkler main, a cable tray and a drainage pipe with the fall it needs cannot all occupy the same route. When services are drawn separately and only meet on site, they clash, and someone has to reroute, lower the ceiling or rethink a room.',
          'Coordination prevents this by overlaying every service on a single set of drawings before work begins, checking heights and routes, and agreeing where access panels will sit. It is far cheaper to move a line on a drawing than a duct in a finished ceiling.',
        ],
      },
      {
        heading: 'Where the base building comes in',
        paragraphs: [
          'In a tower, your services connect to the landlord’s systems: chilled water or central cooling, the building’s fire alarm and sprinklers, risers for power and data, and shared drainage. The landlord’s fit-out guide sets out what you may connect to, what capacity is available and which works must be carried out by the building’s approved contractors.',
          'Understanding this early avoids unpleasant surprises, such as discovering that a planned pantry has no practical drainage route, or that the cooling allocated to your floor will not support a packed training room.',
        ],
      },
      {
        heading: 'Questions worth asking your contractor',
        paragraphs: [
          'A few well-placed questions tell you a great deal about how a contractor will manage services:',
        ],
        bullets: [
          'Who produces the coordinated services drawings, and when will I see them?',
          'Has the cooling been checked for each enclosed room, including meeting rooms at full occupancy?',
          'What ceiling height will we actually achieve once services are installed?',
          'Where will access panels go, and can maintenance teams reach valves and units easily?',
          'How will the systems be tested and commissioned before handover?',
          'Will I receive as-built drawings and operation and maintenance manuals?',
        ],
      },
      {
        heading: 'Testing, handover and the years after',
        paragraphs: [
          'Good coordination ends with proper testing. Air-conditioning should be balanced so each room receives the air it was designed for, electrical circuits tested and labelled, and life safety systems inspected before the relevant authority and the landlord sign off. Keep the as-built drawings safe, because the next person to alter your office will need them.',
          'On our own projects, services are coordinated by our team from the first layout, which is a large part of how a standard office fit-out can be delivered in about 45 days. Our workmanship carries a one-year warranty, and payments follow progress rather than being taken up front.',
        ],
        link: { label: 'Find out about our fit-out contracting', href: '/fit-out-contractors' },
      },
    ],
  },
  {
    url: 'fire-and-life-safety-in-interior-design',
    title: 'Fire and life safety in interior design: what every client should know',
    publishedAt: '2024-02-23',
    metaTitle: 'Fire and Life Safety in Interior Design, Explained',
    metaDescription:
      'Escape routes, fire-rated materials, doors, sprinklers and alarms: how fire and life safety shape interior design in Dubai offices, shops and restaurants.',
    imageAlt: 'A bright office corridor with an illuminated exit sign, a closed fire-rated timber door and ceiling sprinkler heads above',
    intro: [
      'Fire and life safety rarely appear on a mood board, yet they shape almost every commercial interior we design. Where a wall can go, which door you may choose, what a ceiling is made of and how far a desk sits from an exit are all influenced by the need to get people out safely and to slow a fire down.',
      'The detailed rules are set by the relevant authority and by each building, and they change over time, so the specifics always belong with qualified engineers. What follows is the general picture we share with clients, so that the decisions make sense.',
    ],
    sections: [
      {
        heading: 'Escape routes come first',
        paragraphs: [
          'Every occupied space needs a clear, safe way out, and often more than one. The distance people travel to reach an exit, the width of corridors and doors, and the direction doors open are all considered when a layout is drawn. A beautiful meeting room placed in the wrong spot can lengthen an escape route or create a dead end, and it will be sent back at the approval stage.',
          'Emergency lighting and illuminated exit signs must be visible along those routes, even in a power cut, and the design has to work with partitions, joinery and feature ceilings rather than hiding them.',
        ],
      },
      {
        heading: 'Materials and how they behave',
        paragraphs: [
          'Interior finishes are tested and classified for how readily they ignite and how quickly flame spreads across them. Wall cladding, ceiling panels, fabrics, acoustic products and even decorative timber may need a certified fire performance, and in some locations such as escape corridors the requirements are stricter. Approvals often ask for test certificates, so we choose products with reliable documentation rather than relying on a supplier’s promise.',
          'Some materials can be treated to improve their performance, but treatments have limits and must be applied and recorded properly. It is better to choose an appropriate material from the outset.',
        ],
        link: { label: 'See our wall cladding options', href: '/wall-cladding' },
      },
      {
        heading: 'The parts of the system you should recognise',
        paragraphs: [
          'A commercial interior works with a whole set of protective measures. The ones clients most often meet during design are:',
        ],
        bullets: [
          'Sprinkler heads, which must be repositioned to suit new rooms and ceilings',
          'Smoke and heat detectors connected to the building’s fire alarm',
          'Fire-rated doors with closers, seals and approved ironmongery',
          'Fire-rated walls and the sealing of every gap where services pass through them',
          'Emergency lighting, exit signage and, where required, voice alarm speakers',
          'Extinguishers and hose reels kept visible and unobstructed',
        ],
      },
      {
        heading: 'Hidden details that matter',
        paragraphs: [
          'Some of the most important safety work is invisible once the ceiling closes. Fire-rated walls only work if every hole made for cables, ducts and pipes is sealed with an approved system. Dampers in ductwork must be accessible for testing. A fire door fitted with the wrong hinges or a gap too wide beneath it may no longer perform as intended. We photograph and record these details before they are covered, because an inspector may ask to see them.',
          'Restaurants and kitchens add further needs, such as suppression over cooking equipment and careful separation of extraction ducts, while healthcare spaces have their own considerations.',
        ],
      },
      {
        heading: 'Living with it after handover',
        paragraphs: [
          'A safe interior stays safe only if it is used properly. Fire doors should never be wedged open, escape routes should not become storage, and new furniture or partitions added later may need checking against the approved layout. Regular maintenance of alarms, sprinklers and emergency lighting is normally required by the landlord and the relevant authority. If you plan changes, ask your fit-out team first: a short conversation costs far less than a failed inspection.',
        ],
      },
    ],
  },
  {
    url: 'office-lighting-for-focus-and-wellbeing',
    title: 'Lighting an office for focus and wellbeing, not just brightness',
    publishedAt: '2024-08-14',
    metaTitle: 'Office Lighting for Focus and Wellbeing in Dubai',
    metaDescription:
      'How to light an office in Dubai for focus and wellbeing: daylight without glare, comfortable screens, warmer evening tones and controls that people use.',
    imageAlt: 'A JLT office with daylight filtered through pale blinds, soft linear pendants over desks and a warm-lit breakout area beyond',
    intro: [
      'Many offices are lit as if brightness were the only goal: a regular grid of panels, all on, all day. The result is a space that is technically well lit and still tiring to work in, with glare on screens, flat shadowless rooms and a harsh feel by late afternoon.',
      'Good office lighting supports concentration, reduces eye strain and makes people feel better at the end of the day. In Dubai, where the sun outside is intense for most of the year, it also means managing daylight carefully.',
    ],
    sections: [
      {
        heading: 'Make the most of daylight, and tame it',
        paragraphs: [
          'Daylight is the light people prefer, and a view out is one of the most valued features of any office. Yet a floor-to-ceiling window in Business Bay or Dubai Marina can flood desks with glare and heat for much of the day. We plan desks to sit at right angles to the glazing where possible, so that screens are neither facing the window nor backed by it.',
          'Good blinds are essential. Light-filtering or screen fabrics cut glare while keeping the view, and automated blinds linked to the sun’s position spare everyone the daily debate about who controls them. Deeper parts of the floor, far from windows, are better suited to meeting rooms, storage and quiet rooms.',
        ],
      },
      {
        heading: 'Light for screens and for people',
        paragraphs: [
          'Most office work happens on a screen, so the aim is comfortable, even light with low glare rather than sheer intensity. Fittings with well-controlled optics keep bright points out of the line of sight and out of screen reflections. Some light directed onto walls and ceilings makes a room feel brighter and more open without raising the level on the desk.',
          'Faces matter as much as desks. In meeting rooms and on video calls, soft light from the front and sides flatters people far more than a downlight directly overhead. The same thinking applies to reception and breakout areas, where pendants and wall lights at a human scale make a large floor feel more personal.',
        ],
      },
      {
        heading: 'Colour, rhythm and wellbeing',
        paragraphs: [
          'The colour of light affects how a space feels. Cooler white can feel crisp and alert, while warmer tones feel relaxed and welcoming. Tunable lighting, which shifts gradually through the day, is increasingly popular in offices where people work long hours or shifts. Good colour rendering also matters, so skin, materials and printed work look natural.',
          'The features that make the biggest difference to how people feel are usually these:',
        ],
        bullets: [
          'Daylight and views kept for the spaces where people spend the most time',
          'Glare controlled at the window and at the fitting',
          'Warmer, softer light in breakout, pantry and wellbeing rooms',
          'Task lamps so individuals can add light where they need it',
          'Lit walls, plants and art that give the eye somewhere to rest',
        ],
      },
      {
        heading: 'Controls people will actually use',
        paragraphs: [
          'Sensors that switch lights off in empty rooms and dim them near windows save energy and reduce heat, which helps the air-conditioning in summer. The key is to keep controls simple: a few clear scenes in each meeting room, sensible timeouts so people are not left waving their arms in the dark, and a manual override that works.',
          'Lighting is often treated as an item to trim when budgets tighten, but it shapes every hour spent in the office. We plan it alongside the layout and ceiling design from the beginning, and our workmanship is backed by a one-year warranty.',
        ],
        link: { label: 'See our office fit-out service', href: '/office-fit-out' },
      },
    ],
  },
  {
    url: 'shopfronts-and-window-displays-that-draw-people-in',
    title: 'Shopfronts and window displays that draw people in off the street',
    publishedAt: '2025-03-27',
    metaTitle: 'Shopfronts and Window Displays That Draw People In',
    metaDescription:
      'How to design a shopfront and window display that stops passers-by in Dubai: clear identity, a focused story, light that beats glare and schemes that change.',
    imageAlt: 'A boutique shopfront in a Jumeirah retail street at dusk, with a warmly lit window display of a single curated collection',
    intro: [
      'A shopfront is the only part of your store that works for you every hour of the day, including when the doors are closed. It has a few seconds to tell a passer-by who you are, what you sell and why it is worth stepping inside.',
      'Whether your shop faces a community parade in Al Barsha, a boulevard in Dubai Marina or a promenade near the beach, the principles are the same: be recognisable, tell one clear story and make entering feel easy.',
    ],
    sections: [
      {
        heading: 'Identity you can read at a glance',
        paragraphs: [
          'People see a shopfront at walking pace, from a car or across a car park. The name and the nature of the store should be readable from a distance, and the frame around the glass, its materials and its colour should say something about the brand before a single product is visible. Timber and brass suggest something different from matt black steel or bright lacquer.',
          'Signage size, illumination and position are normally controlled by the landlord and, on the street, by the relevant authority, so we design within those limits from the beginning rather than hoping for an exception.',
        ],
      },
      {
        heading: 'A window that tells one story',
        paragraphs: [
          'The most common mistake is putting too much in the window. A display crowded with every product reads as clutter and is ignored. The windows that stop people usually follow a few simple rules:',
        ],
        bullets: [
          'One idea or collection at a time, with a clear focal point',
          'Generous empty space around the hero pieces',
          'Height and depth, using plinths, hanging elements or layers rather than a flat line',
          'A glimpse past the display into the store, so the window invites rather than blocks',
          'A change of scheme often enough that regular passers-by notice something new',
        ],
      },
      {
        heading: 'Light that wins against the sun',
        paragraphs: [
          'Outdoor shopfronts in Dubai face a particular challenge. During the day, bright sunlight turns glass into a mirror and reflects the street rather than showing the display. Deeper canopies, anti-reflective glass and display lighting strong enough to compete with daylight all help. Positioning the key pieces where reflections are weakest is simple and effective.',
          'Strong sun also fades fabrics, packaging and timber surprisingly quickly, and it heats the window zone. Protective film on the glass, heat-resistant display materials and a plan to rotate stock protect your merchandise. After dark the equation reverses, and a warmly lit window becomes the brightest, most inviting thing on the street.',
        ],
      },
      {
        heading: 'Make the entrance easy',
        paragraphs: [
          'A heavy door, a step or a narrow opening is a small barrier that many people will not bother to cross. Wide, level entrances, doors that open easily, and a clear view of a friendly, uncluttered space just inside all lower the threshold. In the hot months, a well-designed entrance lobby or air curtain keeps the cool inside without making the door feel closed.',
          'Inside the door, keep the first few steps clear and give people a reason to walk further in, such as a feature table or a lit back wall. Staff who greet visitors without pouncing complete the welcome that the window began.',
        ],
      },
      {
        heading: 'Designing for change',
        paragraphs: [
          'Seasonal moments such as Ramadan, Eid, the National Day celebrations and the big shopping events bring new campaigns, so the window should be easy to change. We build in concealed power, adjustable track lighting, fixings for hanging displays and modular plinths that can be restyled by your own team. Good bespoke joinery turns each refresh into an afternoon’s work rather than a small construction project.',
        ],
        link: { label: 'See our retail fit-out solutions', href: '/retail-fit-out-solutions' },
      },
    ],
  },
  {
    url: 'meeting-rooms-people-actually-book',
    title: 'Meeting rooms people actually book, and why others sit empty',
    publishedAt: '2025-09-04',
    metaTitle: 'Designing Meeting Rooms People Actually Book',
    metaDescription:
      'Why some meeting rooms are always full and others sit empty, and how size, location, comfort, privacy and booking design make rooms your team wants to use.',
    imageAlt: 'A small meeting room in a Dubai Marina office with four upholstered chairs, a round table, a felt-lined wall and a view to the water',
    intro: [
      'Walk through almost any office and you will find the pattern. Two or three meeting rooms are booked solid all week, while another, often the largest and most expensive, sits empty behind its glass walls. The problem is rarely the number of rooms. It is whether each room fits the way people meet.',
      'When we plan a new office or rework an existing one, we treat meeting rooms as products that have to earn their use. These are the lessons we apply.',
    ],
    sections: [
      {
        heading: 'Size rooms for real meetings',
        paragraphs: [
          'Most meetings involve a handful of people, yet offices are still built around one grand boardroom for sixteen. That room is booked by two people for a call, and the rest of the team has nowhere to go. A better mix leans towards small rooms for two to four, a few medium rooms for six to eight and one larger, flexible space that can be divided or opened up for workshops and town halls.',
          'If you have booking data from your current office, use it. It usually shows that small rooms are in short supply and large ones are rarely full.',
        ],
      },
      {
        heading: 'Location and privacy',
        paragraphs: [
          'Rooms near the team that uses them are used more. A meeting room tucked at the far end of the floor feels like a trip, while one beside the project area becomes part of daily work. Client-facing rooms belong near reception, so visitors are not led through the whole office.',
          'Glass fronts make rooms feel open and let people see whether a room is free, but nobody enjoys sitting in a goldfish bowl. A band of frosted or patterned film at seated eye level, a solid wall behind the main seat and good sound insulation between rooms give people the privacy that makes them comfortable enough to book.',
        ],
      },
      {
        heading: 'Comfort that keeps people in the room',
        paragraphs: [
          'Meeting rooms are often the first place an office feels uncomfortable. Small rooms heat up quickly with a few people and a screen, particularly on the sunny side of the building in summer, so cooling must be designed for a full room with its own control. Beyond that, a few simple details change how a room is used:',
        ],
        bullets: [
          'Chairs comfortable enough for a two-hour session, not only for the photographs',
          'Tables sized for laptops and notebooks, with power within reach of every seat',
          'A wall to write on, whether a glass board or a painted surface',
          'Soft finishes that take the echo out of hard, glass-lined rooms',
          'A little storage so the room does not fill with left-behind chairs and boxes',
          'Lighting that can be dimmed for presentations without leaving faces in shadow',
        ],
      },
      {
        heading: 'Make booking effortless',
        paragraphs: [
          'The best-designed room still sits empty if it is hard to book or always appears taken. Clear, memorable room names, a simple screen outside each door showing availability, and a rule that releases rooms when nobody arrives within a few minutes all help. Occupancy sensors can do this automatically and give you a clear picture of which rooms are working.',
          'Variety also matters. A booth for a quick call, a standing table for a ten-minute huddle and a sofa-style room for relaxed conversations take pressure off the formal rooms.',
        ],
      },
      {
        heading: 'Test, then adjust',
        paragraphs: [
          'Meeting rooms do not have to be right first time, but they do have to be adjustable. Demountable partitions, a generous provision of power and data in the ceiling and floor, and furniture that can be rearranged let you respond to how the rooms are actually used after a few months. We deliver standard office fit-outs in about 45 days, and our one-year warranty on workmanship gives you time to live with the rooms before deciding what to change.',
        ],
        link: { label: 'Explore our commercial interior design', href: '/commercial-interior-design-company-dubai' },
      },
    ],
  },
  {
    url: 'office-reinstatement-handing-back-to-landlord',
    title: 'Moving out: reinstating an office and handing it back to the landlord',
    publishedAt: '2026-04-16',
    metaTitle: 'Office Reinstatement: Handing Back to the Landlord',
    metaDescription:
      'What reinstating a Dubai office involves when a lease ends: reading your obligations, planning strip-out and services, approvals and a smooth final handover.',
    imageAlt: 'An emptied office floor in a JLT tower with partitions removed, a fresh ceiling grid and a clean concrete floor ready for handover',
    intro: [
      'Most of the attention in an office move goes to the new space: the layout, the furniture, the first day. The office you are leaving gets far less thought, yet it can bring real cost and stress if it is left until the last few weeks of the lease.',
      'Reinstatement means returning the premises to the condition your lease requires, and handing them back in a way the landlord will accept. Done well, it is a tidy, predictable project. Done late, it can delay the return of your deposit and overlap awkwardly with your new fit-out.',
    ],
    sections: [
      {
        heading: 'Start with the lease',
        paragraphs: [
          'The lease, and any fit-out or handover guide attached to it, sets out what you must do. Some landlords expect the unit returned to its original shell-and-core condition, others to the condition it was in when you arrived, and some are happy to keep certain improvements. The wording matters, so read it carefully and ask the landlord’s team to clarify anything ambiguous in writing.',
          'Find the records from when you moved in: the handover report, photographs and the approved drawings of your fit-out. These are your best evidence of what was already there and what you added.',
        ],
      },
      {
        heading: 'What reinstatement usually involves',
        paragraphs: [
          'Every office is different, but the scope of a typical reinstatement often includes:',
        ],
        bullets: [
          'Removing partitions, joinery, feature ceilings and tenant-installed finishes',
          'Stripping out redundant data cabling, which landlords increasingly insist upon',
          'Returning air-conditioning, lighting and sprinklers to the base-building layout',
          'Reconnecting and testing the fire alarm so the floor remains protected',
          'Repairing and repainting walls, columns and ceilings',
          'Making good floors and removing adhesive or marks left by furniture',
          'A final clean and the removal of all debris from the building',
        ],
      },
      {
        heading: 'Approvals and the building’s rules',
        paragraphs: [
          'Reinstatement is building work, so it usually needs the same kinds of permissions as a fit-out: a building management NOC, and approval from the relevant authority for changes to life safety systems. Towers in Business Bay, DIFC or JLT typically limit noisy and dusty work to certain hours, and waste removal and lift use need booking. Allow for these when planning the programme, and make sure fire protection stays active while the work is underway.',
        ],
      },
      {
        heading: 'Negotiate before you demolish',
        paragraphs: [
          'Not everything has to go. An incoming tenant may want your meeting rooms, pantry or good-quality ceilings, and the landlord may prefer to keep a well-finished office that is easier to let. Ask early whether certain items can stay, and agree it in writing. This can save you demolition cost and spare the building a good deal of waste.',
          'Timing matters too. Reinstating the old office while fitting out the new one means two projects running at once. We plan the two together so that furniture, equipment and even some joinery can move across, and so your team is never left without a place to work.',
        ],
        link: { label: 'See our renovation services', href: '/renovation-services' },
      },
      {
        heading: 'The final handover',
        paragraphs: [
          'Invite the landlord’s representative to inspect the floor before your lease ends, not on the last day. A joint walk-round with a list of any comments gives you time to put things right. Hand over keys, access cards, test certificates and any updated drawings together, and keep photographs of the finished condition. We do not ask for full payment up front on reinstatement works, and a well-documented handover is the surest route to getting your deposit back without dispute.',
        ],
      },
    ],
  },
]

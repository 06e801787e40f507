import type { PostCopy } from '../types'

/** Commercial fit-out in Dubai: budgets, timelines, approvals, retail, restaurants, offices, clinics and procurement. */
export const fitOutPosts: PostCopy[] = [
  {
    url: 'what-drives-office-fit-out-cost-dubai',
    title: 'What Really Drives the Cost of an Office Fit-Out in Dubai',
    publishedAt: '2024-01-03',
    metaTitle: 'What Drives the Cost of an Office Fit-Out in Dubai',
    metaDescription:
      'The shell you inherit, the services behind the ceiling, finishes and programme: the real drivers of an office fit-out budget in Dubai, explained plainly.',
    imageAlt: 'An open-plan office under construction in a Business Bay tower, with exposed ceiling services and new glass partitions',
    intro: [
      'Ask three contractors to price the same office and you may receive three numbers that seem to describe three different projects. Often they do. An office fit-out budget is shaped less by the area on the lease than by a handful of decisions: the shell you inherit, the standard you want, the services hidden behind the ceiling and the time you allow.',
      'Here is how we explain those drivers to clients taking space in Business Bay, JLT or DIFC, so that the figure on the first estimate makes sense long before the final account.',
    ],
    sections: [
      {
        heading: 'The condition of the space you take on',
        paragraphs: [
          'The biggest variable is what the landlord hands over. A shell-and-core floor in a new tower needs everything: ceilings, lighting, air-conditioning distribution, sprinklers adjusted to the layout, power, data and finishes. A unit handed over with a raised floor, grid ceiling and basic services already in place lets the budget go into partitions, finishes and furniture instead. A second-hand office left by a previous tenant can be the cheapest start or the most expensive one, depending on how much of it suits your layout and how much must be stripped out and made good.',
          'Before anyone prices your project, read the handover specification in the lease and walk the floor with someone who knows what to look for. Tired ductwork, undersized power and stained ceiling tiles are easy to miss on a viewing and costly to discover later.',
        ],
      },
      {
        heading: 'The services behind the ceiling',
        paragraphs: [
          'Clients naturally budget for what they can see, yet much of the spend sits above the ceiling and below the floor. Every new meeting room or enclosed office changes the air-conditioning, because each closed room needs its own supply and return, and often its own control. In a Dubai summer, an undersized system in a glass-fronted boardroom is noticed within a week. Fire alarm devices and sprinkler heads must follow the new walls too, and those changes go through the building’s approvals.',
          'The more enclosed rooms you plan, the more these costs climb. An open layout with a few well-placed rooms is almost always more economical than a floor of cellular offices, and it is usually more pleasant to work in.',
        ],
      },
      {
        heading: 'The choices that move the number most',
        paragraphs: [
          'Once the shell and services are understood, the level of finish takes over. These are the items that most often separate a lean budget from a generous one:',
        ],
        bullets: [
          'The ratio of enclosed rooms to open floor',
          'Glass partitions versus plasterboard, and the acoustic performance you ask of them',
          'Bespoke joinery such as reception desks, tea points and storage walls',
          'Flooring: carpet tile is modest, while stone and engineered timber are not',
          'Audio-visual equipment and meeting room technology',
          'Loose furniture, especially ergonomic chairs and sit-stand desks',
        ],
      },
      {
        heading: 'Time, approvals and the way you procure',
        paragraphs: [
          'Programme affects price. A compressed timeline can mean night shifts, more labour on site and premium delivery charges for materials, and building management may restrict noisy works to certain hours. Approvals from the landlord and the relevant authority take time that cannot be skipped, so a realistic start date saves money.',
          'When the scope is standard and decisions are made promptly, our team can deliver an office fit-out in about 45 days. We never ask for full payment up front: payments follow progress, and our workmanship carries a one-year warranty.',
        ],
        link: { label: 'See our office fit-out service', href: '/office-fit-out' },
      },
      {
        heading: 'How to keep the budget honest',
        paragraphs: [
          'Ask for estimates that separate design, construction, services, furniture and technology, so that you can compare like with like. Agree a sensible contingency at the outset rather than pretending there will be no surprises. Above all, fix the layout early: most overruns begin with a wall that moves after the drawings have gone for approval.',
        ],
      },
    ],
  },
  {
    url: 'office-move-timeline-lease-to-first-day',
    title: 'Planning an Office Move: A Realistic Timeline from Lease to First Day',
    publishedAt: '2024-05-21',
    metaTitle: 'Office Move Timeline: From Lease Signing to Day One',
    metaDescription:
      'From test fit and design to approvals, site works and snagging: a realistic, step-by-step timeline for moving your team into a new Dubai office.',
    imageAlt: 'A newly finished office reception in a JLT tower, with packed moving boxes waiting beside the front desk',
    intro: [
      'The date on your lease and the date your team walks in are rarely the same, and the gap between them is where most office moves go wrong. Fit-out periods are negotiated in weeks, while design, approvals and construction keep their own pace.',
      'Below is the sequence we follow with clients moving into towers across JLT, Business Bay and Dubai Marina. Durations vary with size and scope, but the order rarely changes.',
    ],
    sections: [
      {
        heading: 'Before and just after signing',
        paragraphs: [
          'Bring your designer or fit-out partner in before the lease is final if you can. A quick test fit, a simple layout showing desks, rooms and support spaces, tells you whether the floor really works for your headcount, and where the columns, cores and windows will help or hinder. It also gives you evidence when you negotiate the fit-out period with the landlord.',
          'Once you have signed, ask building management for the fit-out guide, the base-build drawings and any list of approved contractors or specialist requirements. These documents set the rules for everything that follows, and reading them early prevents redesign later.',
        ],
      },
      {
        heading: 'Design and approvals',
        paragraphs: [
          'Design usually runs in two steps: a concept that fixes the layout, look and budget, then detailed drawings that the landlord and the relevant authorities can review. Landlord review may take one or two rounds of comments, and authority approvals follow their own timelines, so we plan for both rather than hoping for a quick answer.',
          'This is also the moment to order anything with a long lead time: imported furniture, special glass, feature lighting and audio-visual equipment. Ordering after approval can add weeks you do not have.',
        ],
      },
      {
        heading: 'On site',
        paragraphs: [
          'With approvals in hand, the works begin. On a standard office scope we deliver in about 45 days; larger or more complex floors take longer. A typical build follows this order:',
          'Throughout, building rules on working hours, deliveries and service lift bookings shape the programme, so a good contractor plans around them from day one.',
        ],
        bullets: [
          'Site set-up, protection of common areas and any strip-out',
          'Partitions, ceiling framing and first fix of air-conditioning, power and data',
          'Fire alarm and sprinkler modifications, followed by inspections',
          'Ceilings closed, then flooring, joinery and finishes',
          'Second fix, testing and commissioning of all services',
          'Furniture, audio-visual installation and a final deep clean',
        ],
      },
      {
        heading: 'The last fortnight',
        paragraphs: [
          'Handover is not the same as moving in. Leave time for snagging, any final inspection the authorities require, network testing and a trial run of access cards. Book the removal company early, label everything by zone and brief your team on the new layout before their first Monday.',
          'After you move in, keep a list of small adjustments. Our workmanship is covered by a one-year warranty, and a short check-in a few weeks after opening catches the details that only show up once people are using the space every day.',
        ],
        link: { label: 'Talk to our fit-out contractors', href: '/fit-out-contractors' },
      },
      {
        heading: 'Putting it together',
        paragraphs: [
          'For most offices, allow a few months rather than a few weeks between signing and the first working day, with the build itself often the shortest part. Rush design and approvals and you risk costly changes on site; protect them, and the site programme tends to look after itself.',
          'Finally, name one person on your side who can make decisions quickly. Most of the weeks lost on an office move are not lost on site; they are lost waiting for answers about a finish, a room size or a furniture order. A decisive client contact is worth more to the programme than any amount of overtime.',
        ],
      },
    ],
  },
  {
    url: 'fit-out-approvals-explained-plain-terms',
    title: 'Landlord and Authority Approvals for a Fit-Out, Explained Plainly',
    publishedAt: '2024-09-12',
    metaTitle: 'Fit-Out Approvals in Dubai, Explained in Plain Terms',
    metaDescription:
      'What the landlord’s fit-out guide asks for, what the authorities check, what slows approvals down and how inspections work, in plain, jargon-free terms.',
    imageAlt: 'Architectural fit-out drawings and a marked-up approval set spread across a meeting table in a Dubai office',
    intro: [
      'Approvals are the part of a fit-out that clients see least and worry about most. The paperwork can feel opaque, but the logic behind it is simple: the landlord wants to protect the building, and the authorities want to make sure the space is safe for the people who will use it.',
      'This is how we explain the process in plain terms. Exact requirements differ from building to building and change over time, so treat this as a map rather than a rulebook.',
    ],
    sections: [
      {
        heading: 'Step one: the landlord’s fit-out guide',
        paragraphs: [
          'Almost every tower and mall in Dubai has a fit-out guide or tenant manual. It sets out what you may and may not do: where you can fix to the structure, which materials are allowed, how services connect to the base building, working hours, insurance, deposits and the drawings the landlord expects to see.',
          'Your designer prepares a drawing package that follows the guide. The landlord, or a consultant acting for them, reviews it and returns comments; one or two rounds is normal. Once satisfied, the landlord issues its approval, often in the form of a no-objection certificate, which opens the door to the next stage.',
        ],
      },
      {
        heading: 'Step two: the relevant authorities',
        paragraphs: [
          'Depending on the location and scope, the design then goes to the relevant authorities. They typically look at building and life safety: fire alarm and sprinkler layouts, escape routes and exit signage, accessibility and, for some uses, specialist matters such as commercial kitchens, medical rooms or external signage. Free zones and master-planned communities may have their own authority, with its own portal and process.',
          'Submissions usually include architectural layouts, mechanical, electrical and plumbing drawings, and fire and life safety drawings, prepared or endorsed by suitably registered consultants or contractors.',
        ],
      },
      {
        heading: 'What slows approvals down',
        paragraphs: ['Most delays are avoidable. In our experience, they come from a short list of causes:'],
        bullets: [
          'Starting design before reading the landlord’s fit-out guide',
          'Incomplete drawings, or drawings that contradict each other',
          'Changing the layout after submission, which can restart the review',
          'Late decisions on kitchens, server rooms or other special uses',
          'Contractors without the registrations the building or authority requires',
        ],
      },
      {
        heading: 'Inspections and completion',
        paragraphs: [
          'Approval to start is only half the story. During the works, inspectors may visit to check fire and life safety installations, and at the end the space is inspected again before a completion certificate or permission to occupy is issued. Only then can most tenants open their doors.',
          'This is why we build inspections into the programme rather than treating them as an afterthought. It is also why your landlord, insurer and the authorities all want final drawings that match what was actually built.',
        ],
      },
      {
        heading: 'Who should handle it',
        paragraphs: [
          'You can manage approvals yourself, but most business owners prefer a partner who submits on their behalf, answers comments and attends inspections. When our studio delivers a fit-out, approvals sit inside our scope and programme, so you deal with one team from the first drawing to handover, and payments follow progress rather than falling due in full up front.',
          'Whoever handles it, keep a single, up-to-date set of approved drawings on site and share it with every trade. Many inspection comments come from small differences between what was approved and what was built, such as a moved sprinkler head or a door swinging the wrong way, and these are far cheaper to prevent than to correct.',
        ],
        link: { label: 'Meet our interior fit-out team', href: '/interior-fit-out-company-dubai' },
      },
    ],
  },
  {
    url: 'retail-fit-out-dubai-mall-footfall-handover',
    title: 'Retail Fit-Out in a Dubai Mall: Designing for Footfall and Handover',
    publishedAt: '2025-01-22',
    metaTitle: 'Mall Retail Fit-Out in Dubai: Footfall and Handover',
    metaDescription:
      'How to design a mall store in Dubai that draws shoppers in, survives heavy traffic and meets the landlord’s design criteria, handover terms and opening date.',
    imageAlt: 'A bright retail shopfront in a Dubai mall corridor, with a feature display framed by a glass façade and backlit signage',
    intro: [
      'A mall unit gives a retailer something the high street rarely can: a steady stream of people walking past in air-conditioned comfort, all year round. It also comes with some of the strictest rules of any fit-out. The landlord owns the experience of the mall and expects every shopfront to meet its standards, on its timetable.',
      'Designing a successful store means working with both forces at once: the shopper in the corridor, and the landlord’s handover and opening dates.',
    ],
    sections: [
      {
        heading: 'Start with the landlord’s handover',
        paragraphs: [
          'Mall units are handed over in a defined condition, usually described in the tenant’s design criteria. Some come as a bare shell with services capped at the boundary, others with a basic ceiling and sprinklers. Read what you are receiving and check it on site at handover with a photographic record, because anything not listed is likely to become your cost.',
          'The criteria also govern the shopfront: bulkhead heights, the setback of glazing, the size and illumination of signage, and the materials allowed on the façade. Design reviews by the mall’s team are typically detailed, and changes after approval are rarely welcome.',
        ],
      },
      {
        heading: 'Design the first few metres',
        paragraphs: [
          'Shoppers decide within a few steps whether to come in. The shopfront and the zone just inside it do the heavy lifting: a clear view into the store, a strong focal display, and lighting that stands out from the bright corridor without glare. A threshold cluttered with stock or a cash desk tends to push people away.',
          'Further in, the layout should lead the eye and the feet. We plan a loop or a clear path towards the back wall, where a feature display or the fitting rooms draw customers through the whole unit rather than leaving the rear half quiet.',
        ],
      },
      {
        heading: 'Details that stand up to heavy traffic',
        paragraphs: [
          'A busy mall store may see more visitors in a weekend than a boutique sees in a month. Finishes must be chosen for that reality:',
        ],
        bullets: [
          'Porcelain, stone or commercial-grade vinyl floors that resist scuffs and trolley wheels',
          'Joinery with hard-wearing edges and replaceable panels at kick height',
          'Flexible display systems so layouts can change with each season or campaign',
          'Track lighting that can be re-aimed as merchandise moves',
          'Concealed stock storage close to the sales floor',
        ],
      },
      {
        heading: 'Lighting, services and the back of house',
        paragraphs: [
          'Lighting sells more than almost any other element of a store. We layer it: a general level that keeps the space bright and welcoming, accent lighting that makes the product glow, and softer light in fitting rooms, where flattering colour rendering helps customers say yes. Warm or neutral colour temperatures are chosen to suit the merchandise, from jewellery to sportswear.',
          'Behind the scenes, the stockroom, staff area and services need just as much thought. Air-conditioning must cope with a full store and hot lighting on a busy weekend, and point-of-sale, security and data cabling should be planned before the floor is laid, not chased in afterwards.',
        ],
      },
      {
        heading: 'Programme and the opening date',
        paragraphs: [
          'Mall landlords set fit-out periods and expect tenants to open on schedule, and most restrict noisy or dusty work to hours when the mall is closed. Night shifts, hoarding standards and loading bay bookings all need planning. We make as much joinery as possible in our workshop, so that time on site is spent installing rather than building.',
          'Leave time for the mall’s final inspection, any authority sign-offs, stock loading and staff training before opening day. Our workmanship is backed by a one-year warranty, which matters when a store is in heavy daily use.',
        ],
        link: { label: 'See our retail fit-out solutions', href: '/retail-fit-out-solutions' },
      },
    ],
  },
  {
    url: 'restaurant-fit-out-kitchen-extraction-front-of-house',
    title: 'Restaurant Fit-Out: Planning the Kitchen, Extraction and Front of House',
    publishedAt: '2025-05-02',
    metaTitle: 'Restaurant Fit-Out: Kitchen, Extraction and Dining Room',
    metaDescription:
      'Planning a restaurant fit-out in Dubai: kitchen flow, extraction and fire safety, a dining room guests want to stay in, and finishes that survive the heat.',
    imageAlt: 'A warmly lit restaurant dining room in Dubai Marina with banquette seating and an open kitchen pass behind a marble counter',
    intro: [
      'A restaurant is two buildings in one. Behind the pass is an industrial workplace full of fire, water, grease and heat; in front is a room designed to make guests stay for one more drink. A good fit-out gets both right and, just as importantly, gets the boundary between them right.',
      'Here is how we approach a restaurant project in Dubai, whether it is a neighbourhood café in Al Barsha or a dining room on the waterfront at Dubai Marina.',
    ],
    sections: [
      {
        heading: 'Start with the menu, then the kitchen',
        paragraphs: [
          'The menu decides the kitchen. A grill-led concept, a bakery and a sushi counter need very different equipment, and the equipment drives the space, power, gas, water and drainage. We work with the operator and a kitchen specialist to lay out the line in the order food actually moves: delivery, storage, preparation, cooking, the pass, and back through the wash-up.',
          'Keep raw and cooked flows apart, give the wash area enough room, and resist shrinking the kitchen to gain two more tables. A cramped kitchen costs more in slow service than those tables will ever earn.',
        ],
      },
      {
        heading: 'Extraction, fire safety and the building',
        paragraphs: [
          'Extraction often decides whether a unit can work as a restaurant at all. Hoods need a route for ductwork to an acceptable discharge point, make-up air to replace what is extracted, and fire suppression over the cooking line. In towers and malls, the landlord specifies where and how kitchen exhaust may run, and some units simply cannot take heavy cooking.',
          'Grease traps, gas installations and fire systems all need approval from the landlord and the relevant authorities. We check these constraints before the design is fixed, not after the lease is signed and the equipment ordered.',
        ],
      },
      {
        heading: 'Front of house',
        paragraphs: ['The dining room is where the brand lives. The decisions that matter most are usually these:'],
        bullets: [
          'A seating mix of banquettes, loose tables and bar stools for different group sizes',
          'Acoustics that let a full room feel lively rather than exhausting',
          'Lighting that moves from a bright lunch service to a warmer evening',
          'Durable upholstery and tabletops that survive constant cleaning',
          'A clear service route so staff never cross guests with loaded trays',
          'Terraces with shade and cooling to stretch the outdoor season',
        ],
      },
      {
        heading: 'Bar, terraces and the Dubai climate',
        paragraphs: [
          'A bar or coffee counter is often the busiest piece of joinery in the room, so we plan it like a small kitchen: water, drainage, power for machines, under-counter refrigeration and enough space for two people to work back to back. Its front is the first thing many guests see, which makes it a natural place for the most distinctive material in the scheme.',
          'Terraces earn their keep for much of the year but need honest design for the summer months. Shade structures, fans or misting, and furniture that tolerates sun, sand and humidity keep the space usable for longer and protect the investment.',
        ],
      },
      {
        heading: 'Built to be cleaned and maintained',
        paragraphs: [
          'Dubai’s heat and humidity are hard on restaurants. Condensation around cold rooms, grease on ceilings and sand carried in from terraces all take their toll. We specify washable, non-porous surfaces in the kitchen, coved junctions where floors meet walls, stainless steel where it counts, and access panels so that ducts and services can be maintained without tearing into finishes.',
          'In the dining room, our custom joinery is made to be repaired rather than replaced, and our workmanship carries a one-year warranty. Payments follow progress on site, never a full sum up front.',
        ],
        link: { label: 'See our restaurant fit-out service', href: '/restaurant-fit-out-dubai' },
      },
    ],
  },
  {
    url: 'hybrid-office-design-fewer-desks-better-rooms',
    title: 'Designing the Hybrid Office: Fewer Desks, Better Rooms',
    publishedAt: '2025-08-13',
    metaTitle: 'Hybrid Office Design: Fewer Desks, Better Rooms',
    metaDescription:
      'How to design a hybrid office in Dubai around what people come in to do: shared desks that work, better meeting rooms, quiet focus space and room to gather.',
    imageAlt: 'A hybrid office in Business Bay with shared desks, glass-fronted meeting rooms and a row of acoustic phone booths',
    intro: [
      'Many companies in Dubai now have teams who split their week between home, client sites and the office. The result is a familiar sight: rows of empty desks on a Monday and a scramble for meeting rooms on a Tuesday. The office has not become less important; its job has changed.',
      'A hybrid office is designed around what people come in to do, rather than around a fixed desk for every name on the payroll.',
    ],
    sections: [
      {
        heading: 'Start with how people actually work',
        paragraphs: [
          'Before drawing anything, we ask clients to look at real patterns: which days are busiest, which teams come in together, how many meetings include remote colleagues, and where people go when they need to concentrate. Booking data, access card records or a simple two-week survey gives a far better picture than a headcount alone.',
          'These patterns usually show that the office is at its fullest on two or three days a week, and that the real shortage is of good rooms, not desks.',
        ],
      },
      {
        heading: 'Fewer desks, used better',
        paragraphs: [
          'Shared desks work when they are genuinely comfortable: a good chair, a proper monitor, power at the desk and a locker nearby so nobody has to carry a day’s kit around. Neighbourhoods for each team give people a sense of home without assigning individual places.',
          'The space saved can become the rooms hybrid teams lack. On a floor in JLT or Business Bay, replacing a block of desks with a mix of rooms often changes how the whole office is used.',
          'Be realistic about peaks, though. If everyone is asked to come in on the same day, the desk ratio has to allow for it, or the experience quickly sours. Agreeing team days in advance, and giving each team an overflow area nearby, keeps busy days comfortable and avoids the early-morning rush for the best seats.',
        ],
      },
      {
        heading: 'Better rooms for hybrid meetings',
        paragraphs: [
          'Video calls have raised the bar for meeting rooms. A room that works for everyone, both at the table and on the screen, needs:',
        ],
        bullets: [
          'Cameras and screens placed so remote colleagues see faces, not the tops of heads',
          'Sound absorption on walls and ceilings so microphones pick up voices, not echo',
          'Even, front-facing light rather than a bright window behind the speaker',
          'Simple, one-touch technology that works without a call to IT',
          'Enough cooling for a full room through a long summer afternoon',
        ],
      },
      {
        heading: 'Spaces for focus and for gathering',
        paragraphs: [
          'Alongside meeting rooms, hybrid offices need quiet: phone booths, small focus rooms and a library-style area where conversation is discouraged. At the other end of the scale, a generous pantry or social space gives people a reason to come in, and it can double as a venue for town halls and client events.',
          'Flexibility matters too. Demountable partitions, mobile furniture and a generous grid of power and data let the layout adapt as the company grows or changes direction.',
        ],
      },
      {
        heading: 'Planning the change',
        paragraphs: [
          'Moving to a hybrid layout is as much about people as about design, so involve team leaders early and explain the reasons behind each decision. A short pilot, with one team trying the new way of working on an existing floor, can answer questions about booking rules, lockers and etiquette before the fit-out is built. After moving in, review how the rooms and desks are being used and adjust; a hybrid office is never quite finished. When the scope is standard, our team delivers an office fit-out in about 45 days, and our workmanship is covered by a one-year warranty.',
        ],
        link: { label: 'Explore our commercial interior design', href: '/commercial-interior-design-company-dubai' },
      },
    ],
  },
  {
    url: 'acoustics-open-plan-offices',
    title: 'Acoustics in Open-Plan Offices: How to Make Busy Floors Work',
    publishedAt: '2025-11-11',
    metaTitle: 'Open-Plan Office Acoustics: A Practical Guide',
    metaDescription:
      'Why open-plan offices sound harsh and how to fix them: absorbing, blocking and covering sound, smarter zoning, and acoustic finishes that look good too.',
    imageAlt: 'An open-plan office with suspended felt ceiling baffles, timber-slatted walls and carpeted work areas overlooking Dubai Marina',
    intro: [
      'Ask people what they dislike about an open-plan office and noise is usually near the top of the list. Often it is not the volume that bothers them but the clarity: a conversation two desks away is distracting precisely because you can follow every word.',
      'Good acoustics rarely come from one expensive product. They come from a series of sensible decisions about surfaces, layout and sound, made early in the design.',
    ],
    sections: [
      {
        heading: 'Why modern offices sound harsh',
        paragraphs: [
          'The materials that define a contemporary Dubai office are the same ones that reflect sound: floor-to-ceiling glazing with views over the Marina or the Creek, polished concrete or porcelain floors, exposed soffits and glass partitions. Every hard surface sends sound back into the room, so conversations carry and the general hum rises through the day.',
          'Air-conditioning adds its own layer. Diffusers and fan coil units can hum or whistle if they are poorly selected or installed, and in a quiet room that background noise becomes tiring. Checking the services alongside the finishes avoids solving one problem and creating another.',
          'Acoustic consultants often describe the answer as absorb, block and cover. The most successful offices use all three.',
        ],
      },
      {
        heading: 'Absorb, block and cover',
        paragraphs: ['In practice, that translates into a handful of measures:'],
        bullets: [
          'Absorb: acoustic ceiling tiles or suspended baffles, carpet tile in work areas, and fabric or timber-slatted wall panels',
          'Block: screens between desks, storage walls and planting used as soft dividers',
          'Cover: a low, even background sound that masks speech, tuned carefully by a specialist',
          'Separate: noisy uses such as pantries, printers and reception kept away from focus areas',
          'Seal: enclosed rooms built with proper acoustic detailing at ceilings, floors and door frames',
        ],
      },
      {
        heading: 'Layout does half the work',
        paragraphs: [
          'Before adding any products, we look at zoning. Teams that spend the day on the phone sit together, away from those who need quiet. Circulation routes run along the edges of work areas rather than through them. Phone booths and small rooms sit close to the desks that need them, so people step away for calls instead of taking them at their seats.',
          'Meeting rooms deserve special attention. A glass wall can look seamless and still leak sound through the ceiling void or the joints between panels. Partitions that stop at the ceiling grid are a common weak point; where privacy matters, the wall or an acoustic barrier should continue up to the slab.',
        ],
      },
      {
        heading: 'Acoustic treatment that looks good',
        paragraphs: [
          'Absorbent surfaces no longer need to look like a recording studio. Timber slats, felt panels in brand colours, upholstered banquettes, curtains and bespoke joinery with perforated fronts all soften a room while adding warmth. We often combine acoustic treatment with wall cladding or custom furniture, so that it reads as part of the design rather than an afterthought.',
        ],
        link: { label: 'Explore our wall cladding', href: '/wall-cladding' },
      },
      {
        heading: 'Fixing an existing office',
        paragraphs: [
          'If your current floor is too loud, real improvement is possible without a full refit: adding baffles or panels, rearranging teams, fitting door seals and introducing booths. A short assessment of where the problem comes from is the best first step, because the fix for echo is different from the fix for privacy.',
          'Our team can carry out this kind of work in phases, out of hours where the building allows, so your business keeps running while the office gets quieter. As with all our projects, the workmanship carries a one-year warranty.',
        ],
      },
    ],
  },
  {
    url: 'clinic-interiors-easy-clean-calm-finishes',
    title: 'Clinic Interiors: Finishes That Are Easy to Clean and Calm to Sit In',
    publishedAt: '2026-03-23',
    metaTitle: 'Clinic Interior Finishes: Easy to Clean, Calm to Sit In',
    metaDescription:
      'Choosing clinic finishes in Dubai that stand up to daily cleaning yet feel calm to anxious patients: floors, walls, lighting, layout and practical storage.',
    imageAlt: 'A calm clinic waiting area in Jumeirah with soft oak-effect panelling, wipe-clean upholstered seating and diffused daylight',
    intro: [
      'A clinic asks two things of its interior that can seem to pull in opposite directions. It must be hygienic, hard-wearing and easy to clean many times a day. It must also feel calm to patients who may be anxious, in pain or waiting with children. The best clinic interiors manage both, and the choice of finishes is where that balance is won or lost.',
      'Whether it is a dental practice in Jumeirah, a physiotherapy studio in Al Barsha or a specialist clinic in a Business Bay tower, these are the principles we design by.',
    ],
    sections: [
      {
        heading: 'Surfaces that clean easily',
        paragraphs: [
          'Clinical areas need surfaces that are smooth, non-porous and able to withstand strong cleaning products. Joints and crevices are where dirt gathers, so we keep them to a minimum and detail them carefully.',
          'Infection control requirements vary with the type of clinic and the services it offers, and the relevant health authority sets the standards for licensing. We coordinate with the operator and their medical advisers so that the design meets those requirements from the first drawing.',
        ],
        bullets: [
          'Sheet vinyl floors welded at the seams and coved up the wall',
          'Solid surface or compact laminate worktops with integrated sinks',
          'Scrub-resistant paint or hygienic wall cladding in treatment rooms',
          'Smooth, easily cleaned ceilings above procedure areas',
          'Upholstery in wipe-clean, fluid-resistant fabrics',
          'Hands-free taps and recessed fittings that do not trap dust',
        ],
      },
      {
        heading: 'Calm for patients',
        paragraphs: [
          'Easy to clean does not have to mean cold. Warm timber-effect finishes, soft colour palettes and carefully chosen artwork make waiting areas feel more like a lounge than a corridor. Natural light, where the building allows it, does more than any finish: it helps patients relax and staff stay alert through long shifts.',
          'Lighting should be layered. Bright, even task lighting is essential in treatment rooms, while waiting areas and consultation rooms benefit from warmer, indirect light. Acoustic privacy matters too: patients should never hear the conversation in the next consulting room.',
        ],
      },
      {
        heading: 'Practical planning for daily flow',
        paragraphs: [
          'A clinic layout should separate patient routes from clinical and staff routes wherever possible, with clean and dirty utility rooms placed logically. Reception should see the entrance and the waiting area at a glance. In Dubai, where many patients arrive from a car park in the summer heat, a cool, comfortable arrival zone and accessible washrooms make a difference from the first minute.',
          'Storage is often underestimated. Built-in joinery for consumables, files and equipment keeps surfaces clear, which is both calmer to look at and quicker to clean.',
        ],
      },
      {
        heading: 'Finishes that last in a busy clinic',
        paragraphs: [
          'Clinics take hard daily use: wheelchairs and trolleys against walls, constant foot traffic and cleaning several times a day. Corner guards, protective wall rails and kick plates in corridors keep finishes looking new for longer. Where we use timber, we prefer high-quality laminates or sealed veneers in areas patients touch, and keep solid timber for features out of reach.',
          'Choosing fewer, better materials also simplifies maintenance. A consistent palette means replacement panels, tiles and fabrics are easier to source when something does need repair.',
        ],
      },
      {
        heading: 'Approvals and handover',
        paragraphs: [
          'Clinics typically need approvals from the landlord and the relevant health and building authorities, with inspections before opening. Our team builds these stages into the programme and prepares the documentation alongside the design. Our workmanship carries a one-year warranty, and payments follow progress rather than falling due in full up front.',
        ],
        link: { label: 'See our healthcare interior design', href: '/healthcare-interior-design' },
      },
    ],
  },
  {
    url: 'turnkey-or-design-and-build-fit-out',
    title: 'Turnkey or Design-and-Build: Choosing How to Procure Your Fit-Out',
    publishedAt: '2026-07-31',
    metaTitle: 'Turnkey or Design-and-Build: How to Procure a Fit-Out',
    metaDescription:
      'Traditional tender, design-and-build or turnkey? How each fit-out route shares risk, time and control, and the questions that point to the right one for you.',
    imageAlt: 'A client and designer reviewing material samples and a fit-out programme at a table in a DIFC office',
    intro: [
      'Before a single drawing is made, every fit-out faces a quiet but important decision: how will it be procured? The route you choose shapes who carries the risk, how many contracts you sign, how decisions are made and how much of your own time the project will take.',
      'The terms are used loosely in Dubai, so here is what we mean by each of them, and how to choose between them.',
    ],
    sections: [
      {
        heading: 'The traditional route',
        paragraphs: [
          'In a traditional arrangement, you appoint a designer first. They develop the design to a detailed stage, then the works are tendered to several contractors and awarded, often to the lowest compliant bid. You hold separate contracts with the designer and the contractor.',
          'The benefit is control and competitive pricing on a fully defined scope. The drawbacks are time, since design and tender must finish before construction starts, and a gap between the parties: if the drawings and the site disagree, the client often ends up in the middle.',
        ],
      },
      {
        heading: 'Design-and-build',
        paragraphs: [
          'With design-and-build, one company takes responsibility for both design and construction under a single contract. You set out your requirements, perhaps with an early concept, and the contractor develops and delivers them. Design and early site activity can overlap, which shortens the programme, and one party is accountable for the result.',
          'The trade-off is that you give up some control over detailed decisions. A clear brief and an agreed specification are essential, so that value engineering does not quietly lower the standard you expected.',
        ],
      },
      {
        heading: 'Turnkey',
        paragraphs: [
          'Turnkey goes a step further. The contractor delivers a space ready to use: design, approvals, construction, services, joinery, furniture, audio-visual equipment and often signage, handed over with the key. For business owners who want to focus on their company rather than a building project, it is the simplest route.',
          'Our turnkey projects include landlord and authority approvals within our scope, and payments are staged against progress, never requested in full up front.',
        ],
        link: { label: 'Explore our turnkey interiors', href: '/turnkey-interiors' },
      },
      {
        heading: 'Where cost and risk sit',
        paragraphs: [
          'Each route shares risk differently. In a traditional contract, the client carries the risk of gaps or errors in the design, and variations can add cost once works have started. In design-and-build and turnkey contracts, more of that risk moves to the contractor, which is one reason a single price can look higher on paper while proving more predictable in the end.',
          'Whatever the route, insist on a clear scope, a programme with key dates, a payment schedule linked to progress and a defined process for changes. These four documents protect you far more than the label on the contract.',
        ],
      },
      {
        heading: 'How to choose',
        paragraphs: [
          'There is no single right answer, but these questions usually point the way:',
          'If time is short and internal resources are thin, turnkey or design-and-build usually wins. If you have an in-house facilities team and a precise brief, a traditional tender can work well. Many of our clients start with a short design stage and then decide, once the scope and budget are clearer, whether to continue on a design-and-build or turnkey basis. Whichever you choose, check the warranty: ours covers our workmanship for one year.',
        ],
        bullets: [
          'How much time can you or your team give to the project each week?',
          'Is the scope already well defined, or still taking shape?',
          'How fixed is your opening or moving date?',
          'Do you want a single point of responsibility for cost and quality?',
          'Does your board or head office require competitive tendering?',
        ],
      },
    ],
  },
]

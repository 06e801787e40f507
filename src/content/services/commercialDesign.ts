import type { ServiceCopy } from "../types"

/** Demo copy for the 'Commercial Interior Design' service pages. */
export const commercialDesignCopy: Record<string, ServiceCopy> = {
  "commercial-interior-design-company-dubai": {
    tagline: "Offices, showrooms, clinics and restaurants designed to work hard and read clearly as your brand.",
    introHeading: "Commercial interiors that earn their place on the balance sheet",
    sections: [
      {
        heading: "Planning space around how the business earns",
        paragraphs: [
          "Every commercial brief starts with numbers: headcount, covers, treatment rooms, retail frontage or stock. We test them against the lease plan before any mood board is drawn, so a 6,000 sq ft floor in Business Bay holds the desks, meeting rooms and storage it needs with room to grow. Test fits are usually ready within a week of the survey, which helps tenants compare units in DIFC, JLT or Dubai Design District before signing. We also flag column grids, low slab heights or limited riser capacity that would make a unit costly to adapt.",
        ],
        bullets: [
          "Test fits and stacking plans for shortlisted units",
          "Occupancy and fire exit calculations to Dubai Civil Defence rules",
          "Furniture, equipment and IT room schedules",
          "Phasing plans for businesses that must keep trading",
        ],
      },
      {
        heading: "Approvals drawn in from the first sketch",
        paragraphs: [
          "Landlords and free zone authorities each set their own rules. DIFC and Dubai Design District projects pass through their own fit-out teams, towers in Business Bay and JLT require building management NOCs, and mainland units need Dubai Municipality and Dubai Civil Defence permits. We prepare drawing packages in the format each authority expects, with ceiling layouts, fire alarm and sprinkler coordination and fire-rated material specifications. This stage typically takes three to six weeks and sits in the programme from day one, rather than being discovered when the contractor is ready to mobilise.",
        ],
      },
      {
        heading: "Budgets set against real fit-out rates",
        paragraphs: [
          "Because our studio also builds, we price design decisions as we make them. Commercial design and fit-out in Dubai typically ranges from AED 180 to 450 per sq ft for offices and from AED 350 to 750 per sq ft for restaurants and clinics, depending on MEP works, joinery and the level of finish. We show where each dirham goes, suggest alternatives where a specification outruns its value and keep a live cost plan, so the tender holds no surprises.",
        ],
      },
    ],
    gallery: [
      "Reception of a Business Bay office with oak slatted wall and backlit brass logo",
      "Open-plan workspace in DIFC with acoustic ceiling rafts and sit-stand desks along the windows",
      "Glass-walled boardroom in JLT with walnut table, fabric wall panels and marina views",
      "Al Quoz car showroom with polished concrete floor, track lighting and a curved display podium",
      "Clinic waiting area in Motor City with curved upholstered seating and soft cove lighting",
      "Jumeirah restaurant dining room with rattan pendants, terrazzo floor and green banquette seating",
    ],
    process: [
      {
        title: "Brief and site survey",
        text: "We meet your leadership team, record headcount, brand guidelines and operational needs, then laser-survey the unit, checking slab heights, risers, existing services and the landlord's fit-out guide before planning begins.",
      },
      {
        title: "Concept",
        text: "Two or three layout options and a mood direction show how the space could work and feel. We compare them against your brief, budget and lease terms so you can choose a direction with confidence.",
      },
      {
        title: "3D visualisation",
        text: "Photorealistic renders and walkthroughs of reception, meeting rooms and other client-facing zones let stakeholders agree the look before any order is placed or any partition is built.",
      },
      {
        title: "Material selection",
        text: "We assemble physical sample boards of flooring, wall finishes, fabrics and ironmongery, each checked for commercial durability, fire rating and lead time, so nothing specified delays the programme or wears out early.",
      },
      {
        title: "Technical drawings",
        text: "Plans, sections, ceiling layouts, joinery details and MEP coordination drawings form a package ready for authority submission and tender, with every dimension and specification a contractor needs to price accurately.",
      },
      {
        title: "Design supervision",
        text: "Our designers visit site at agreed stages, review shop drawings and samples, answer contractor queries and check finishes against the drawings, closing out snagging before the keys reach your team.",
      },
    ],
    faq: [
      {
        question: "How long does commercial interior design take in Dubai?",
        answer: "For a typical office or showroom of 3,000 to 10,000 sq ft, design takes six to ten weeks from survey to a tender-ready drawing package. Authority approvals add three to six weeks, although we often submit while final details are being completed. Fit-out then usually runs for eight to sixteen weeks, depending on scope and long-lead items.",
      },
      {
        question: "Do you work in free zones such as DIFC, JLT and Dubai Design District?",
        answer: "Yes. Each free zone has its own fit-out guidelines, submission portal and inspection regime, and we prepare drawings to suit. We regularly submit to DMCC in JLT, the DIFC fit-out team and the Dubai Development Authority for Dubai Design District, Dubai Internet City and Dubai Media City, alongside the building management NOCs each tower requires.",
      },
      {
        question: "Can you design the space if we already have a contractor?",
        answer: "Yes. We can deliver a design-only package with drawings, specifications and a bill of quantities for tender, and remain involved through design supervision. Many clients still ask us to price the fit-out as well, because one team accountable for design and build usually shortens the programme and simplifies warranties.",
      },
      {
        question: "What does commercial interior design cost?",
        answer: "Design fees are typically AED 15 to 45 per sq ft, depending on the sector, the complexity of the space and the number of visuals required, and are often credited against the fit-out when we build the project. After the first meeting we provide a fixed-fee proposal with clear deliverables for every stage.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Planning a new workplace or commercial space?",
      text: "Book a free consultation with our team. We will review your unit, talk through your brief and timeline, and outline the approvals and budget range to expect before you commit.",
    },
  },

  "hotel-interior-design-services": {
    tagline: "Lobbies, guest rooms and restaurants that feel memorable to guests and practical to run.",
    introHeading: "Hotel interiors designed for guests and for the teams who run them",
    sections: [
      {
        heading: "Guest rooms planned to the centimetre",
        paragraphs: [
          "The guest room is where a hotel earns most of its revenue, so we plan it closely: luggage space, desk and vanity lighting, blackout curtains, sockets beside the bed and a wardrobe that suits a week-long stay. Bathrooms are detailed with porcelain slabs, frameless glass and concealed cisterns that housekeeping can clean quickly. Before rollout we build a full mock-up room, often on a quiet floor, so the owner, operator and brand team can test every detail. Changes made at that stage cost a fraction of those found after fifty rooms are finished.",
        ],
      },
      {
        heading: "Refurbishing while the hotel keeps trading",
        paragraphs: [
          "Most hotel projects in Dubai take place in operating buildings, so we plan around occupancy. Works are sequenced floor by floor, with dust screens, protected lift routes and noisy tasks limited to agreed hours. Furniture, fixtures and equipment are ordered early, since imported case goods and lighting can take twelve to sixteen weeks to arrive. Guest room refurbishment typically ranges from AED 45,000 to 120,000 per key, depending on whether bathrooms are replaced. We coordinate Dubai Civil Defence and Dubai Municipality approvals and, where relevant, Trakhees or master developer consent.",
        ],
        bullets: [
          "Mock-up room built and signed off before rollout",
          "FF&E schedules with durability and fire ratings",
          "Phasing plans agreed with the hotel's operations team",
          "Back-of-house upgrades to kitchens, linen rooms and staff areas",
        ],
      },
      {
        heading: "Public areas with a sense of place",
        paragraphs: [
          "Lobbies, all-day dining rooms and rooftop bars carry a hotel's identity. We draw on local context without cliché: sand-toned plaster, carved timber screens, handwoven textiles and lighting that moves from bright mornings to warm evenings. Seating plans balance arrival flows, check-in queues and quiet corners for guests working on laptops, so the lobby stays lively without feeling crowded. Durable stone, solution-dyed rugs and contract-grade fabrics keep it looking fresh through years of heavy use.",
        ],
      },
    ],
    gallery: [
      "Double-height hotel lobby in Downtown with travertine floor, sculptural chandelier and low lounge seating",
      "King guest room in Al Barsha with upholstered headboard, bronze reading lights and blackout drapes",
      "Hotel bathroom with large-format porcelain walls, walk-in rain shower and floating stone vanity",
      "All-day dining restaurant in a Jumeirah hotel with carved timber screens and green velvet banquettes",
      "Guest corridor with patterned wool carpet, recessed door frames and warm wall-washer lighting",
      "Serviced apartment living room in Downtown with compact kitchen, dining table and skyline view",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We walk the property with the owner and operator, review brand standards, guest feedback and occupancy patterns, and agree the scope, budget per key and a phasing plan that protects revenue.",
      },
      {
        title: "Provide Solution",
        text: "Our team produces concepts, 3D visuals, FF&E schedules and technical drawings, then builds a mock-up room so every finish, light level and furniture dimension is approved before rollout.",
      },
      {
        title: "Deliver Perfection",
        text: "We refurbish floor by floor with controlled access and out-of-hours work where needed, snag each room against the approved mock-up and return it to housekeeping ready for guests.",
      },
    ],
    faq: [
      {
        question: "Can you renovate our hotel without closing it?",
        answer: "Yes. We usually take one floor or a block of rooms out of inventory at a time, with sealed corridors, separate contractor access and noisy works scheduled between 10:00 and 17:00. Public areas are screened with hoardings and completed in stages, and your revenue team receives a room release schedule weeks in advance.",
      },
      {
        question: "How long does a guest room refurbishment take?",
        answer: "A soft refurbishment with new furniture, carpet, curtains and paint typically takes five to eight days per room once materials are on site. A full refurbishment including bathrooms takes three to five weeks per floor. Lead times for imported furniture and lighting mean the programme usually starts three to four months before work on site.",
      },
      {
        question: "Do you work to operator brand standards?",
        answer: "Yes. We work with the design and technical standards of international and regional hotel brands as well as independent boutique properties. Our drawings show compliance with each standard, and we highlight early where a building constraint means a variance needs the operator's approval, so sign-off is not delayed later.",
      },
      {
        question: "Do you also design hotel restaurants, spas and meeting rooms?",
        answer: "We do. Restaurants, bars, spas, gyms and meeting rooms are often part of a wider repositioning, and designing them alongside the rooms keeps the property consistent. Food and beverage areas are coordinated with kitchen consultants and Dubai Municipality food safety requirements from the outset.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Planning a hotel refurbishment?",
      text: "Book a free consultation and walk us through your property. We will discuss scope, phasing and budget per key, and explain how rooms can be refreshed without losing valuable occupancy.",
    },
  },

  "cafe-interior-design-companies-in-dubai": {
    tagline: "Specialty coffee shops and neighbourhood cafes designed for smooth service and slow afternoons.",
    introHeading: "Cafes that work as well behind the bar as in front of it",
    sections: [
      {
        heading: "A coffee bar built around the workflow",
        paragraphs: [
          "We start behind the counter. Espresso machine, grinders, under-counter fridges, ice machine and pastry display are placed so two baristas can work a rush without crossing paths. Counter heights, knock-box cut-outs, drainage and dedicated power circuits are drawn before the front of house is styled. We coordinate water filtration, DEWA load increases and extraction with your equipment supplier, so nothing is reworked in opening week. Order, pay and collection points are separated to keep the queue moving, which matters most at the morning peak in Business Bay and DIFC.",
        ],
        bullets: [
          "Equipment layout agreed with your roaster or machine supplier",
          "Separate order, collection and condiment points",
          "Hand-wash sinks and food storage to Dubai Municipality rules",
          "Back-of-house storage for milk, cups and deliveries",
        ],
      },
      {
        heading: "Seating that suits how people stay",
        paragraphs: [
          "A cafe in a JLT tower lobby lives on quick takeaway trade, while one in Jumeirah or Al Quoz may fill with laptop workers and weekend families. We mix bar stools, two-tops, banquettes and a communal table to match, place sockets where guests will want them and, where a terrace is possible, design shade, misting fans and heat-resistant furniture for the cooler months. Fit-out typically runs from AED 300 to 600 per sq ft, including joinery, MEP works and furniture but excluding coffee equipment.",
        ],
      },
    ],
    gallery: [
      "Specialty coffee bar in Al Quoz with fluted oak counter, terrazzo top and globe pendant lights",
      "Cafe seating area in Jumeirah with green leather banquettes, marble tables and arched mirrors",
      "Shaded cafe terrace in Dubai Hills with rattan chairs, olive planters and ceiling fans",
      "Back-bar shelving in a JLT cafe displaying retail coffee bags beside a brass espresso machine",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We discuss your menu, coffee programme, equipment list and target covers, review the unit and the mall or landlord fit-out guide, and agree a budget and an opening date to plan backwards from.",
      },
      {
        title: "Provide Solution",
        text: "We design the layout, bar and back-bar joinery, lighting and finishes with 3D visuals, then prepare drawings for Dubai Municipality food safety, Dubai Civil Defence and landlord approval.",
      },
      {
        title: "Deliver Perfection",
        text: "Our team builds the cafe, connects and tests equipment with your suppliers, completes the inspections and hands over a clean, snag-free space ready for trial service.",
      },
    ],
    faq: [
      {
        question: "Which approvals does a cafe need in Dubai?",
        answer: "Most cafes need a landlord or mall NOC, Dubai Municipality building and food safety approval, and Dubai Civil Defence clearance for fire alarm, sprinklers and any extraction. Free zone locations follow their own authority's process. We prepare and submit the drawings and attend the inspections that lead to your completion certificate.",
      },
      {
        question: "How much does it cost to design and fit out a cafe?",
        answer: "For a cafe of 800 to 1,500 sq ft, design and fit-out typically ranges from AED 250,000 to 900,000, depending on the condition of the unit, the amount of bespoke joinery and whether a kitchen with extraction is required. Coffee equipment and loose furniture can be included in our scope or procured by you.",
      },
      {
        question: "Do I need a kitchen hood if I only serve coffee?",
        answer: "Not always. A coffee-led menu with pastries, cold items and food heated in a ventless oven can often avoid a full kitchen hood. Frying or grilling needs extraction with a fire suppression system approved by Dubai Civil Defence. We review your menu early, because this decision shapes the layout, the budget and which units are suitable.",
      },
      {
        question: "Can you work with our existing brand identity?",
        answer: "Yes. We translate your logo, colour palette and tone of voice into materials, signage, menu boards and retail displays, so the space feels unmistakably yours. For a new concept, we can work alongside your branding agency so the interior and the identity develop together rather than one being fitted to the other.",
      },
      {
        question: "Can you design a kiosk or a cafe inside a mall?",
        answer: "Yes. Kiosks and inline units in Dubai Mall, Mall of the Emirates or community centres follow strict landlord criteria for height, signage, materials and working hours on site. We prepare submissions for the mall's tenant coordination team and plan night-time installation where the mall requires it.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Opening a new cafe?",
      text: "Book a free consultation to talk through your concept, menu and preferred location. We can review a unit with you before you sign and outline the approvals, budget and timeline to expect.",
    },
  },

  "landscape-design": {
    tagline: "Villa gardens and terraces designed for shade, water-wise planting and long evenings outdoors.",
    introHeading: "Outdoor rooms made for the Dubai climate",
    sections: [
      {
        heading: "Shade first, then everything else",
        paragraphs: [
          "From May to September, an unshaded garden in Dubai is rarely used before sunset. We map sun paths across the plot and place shade where people actually sit: aluminium or timber pergolas with louvred roofs over dining areas, tensioned sails over play zones, and trees such as Ghaf, Neem and date palms positioned to cool walls and paving. Light-coloured porcelain and stone that stay cooler underfoot, misting lines along seating and fans beneath pergolas extend the season for villa owners in Arabian Ranches, Mudon and Dubai Hills.",
        ],
        bullets: [
          "Louvred and fixed pergolas sized for the seating beneath",
          "Shade sails rated for UAE wind loads and UV",
          "Trees placed to shade west-facing walls and windows",
          "Heat-reflective paving around pools and play areas",
        ],
      },
      {
        heading: "Planting and irrigation that survive the summer",
        paragraphs: [
          "Heat-tolerant planting is the difference between a garden that matures and one that is replanted every October. We favour proven species such as bougainvillea, frangipani, desert rose, lantana, Ghaf and native grasses, set in improved soil and mulched to reduce evaporation. Drip irrigation on zoned smart controllers waters at dawn and adjusts with the season, typically using around a third less water than spray systems. Where clients want lawn, we suggest heat-tolerant paspalum in smaller, well-used areas rather than across the whole plot.",
        ],
      },
      {
        heading: "Permits, communities and budgets",
        paragraphs: [
          "Most Dubai communities require master developer or community management approval before work starts, and Dubai Municipality permits apply to pools and larger structures. We prepare drawings for developers such as Emaar, Nakheel and Dubai Properties, and coordinate DEWA where pumps or lighting need new circuits. Planting, paving and irrigation typically cost AED 25 to 60 per sq ft of garden, with pools, pergolas and outdoor kitchens priced separately.",
        ],
      },
    ],
    gallery: [
      "Arabian Ranches villa garden with louvred pergola over an outdoor dining table and olive trees",
      "Palm Jumeirah pool terrace with travertine paving, sun loungers and uplit date palms at dusk",
      "Dubai Hills side garden with gravel path, drip-irrigated desert planting and built-in timber bench",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We visit the villa at different times of day, study sun, wind and drainage, and discuss how your family wants to use the garden, from dining and play to pets and entertaining.",
      },
      {
        title: "Provide Solution",
        text: "You receive a scaled garden plan, 3D views, planting, irrigation and lighting layouts, plus the drawings needed for community and Dubai Municipality approval.",
      },
      {
        title: "Deliver Perfection",
        text: "Our landscape team builds the hardscape, installs irrigation and lighting, plants in the cooler months where possible and hands over with a watering schedule and a care guide for the first summer.",
      },
    ],
    faq: [
      {
        question: "When should I start a garden project in Dubai?",
        answer: "Design and approvals can start at any time of year. Hardscape, pergolas and irrigation can be built through most of the year with adjusted summer working hours, but planting is ideally done between October and March so roots establish before the heat. Planning in spring or summer lets you plant as soon as the weather cools.",
      },
      {
        question: "Do I need approval to landscape my villa?",
        answer: "Usually, yes. Most communities ask for a no-objection certificate from the master developer or community management for pergolas, decking, pools and any work near boundary walls, and Dubai Municipality permits apply to swimming pools and larger structures. Simple replanting rarely needs approval. We confirm the rules for your community and handle the submissions.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Planning a new villa garden?",
      text: "Book a free consultation and we will visit your garden, talk through how you would like to use it and outline the approvals, budget and planting season that suit your project.",
    },
  },

  "healthcare-interior-design": {
    tagline: "Clinics and medical centres that feel calm to patients and work smoothly for clinicians.",
    introHeading: "Clinic interiors that put patients at ease",
    sections: [
      {
        heading: "Designed for DHA licensing from the first layout",
        paragraphs: [
          "Opening or expanding a clinic in Dubai involves a Dubai Health Authority facility licence, and the inspection looks closely at the interior. We plan consultation and treatment rooms to the clear areas the DHA Health Facility Guidelines set for each specialty, position clinical hand-wash basins with sensor or elbow taps, separate clean and soiled storage, and allow for sterilisation rooms in dental and dermatology practices. Clinics in Dubai Healthcare City follow DHCR requirements instead. Well-prepared drawings shorten the review and final inspection, which matters when rent on the unit is already being paid.",
        ],
      },
      {
        heading: "Finishes chosen for infection control",
        paragraphs: [
          "Every surface in a clinical room must withstand daily disinfection. We specify homogeneous vinyl welded at the seams and coved up the wall, hygienic wall cladding or scrubbable low-VOC paint, and sealed ceilings in procedure rooms so dust cannot gather. Worktops, reception counters and door furniture use non-porous solid surface and compact laminate, and joinery is detailed without open ledges. In waiting areas, healthcare-grade upholstery tolerates cleaning agents yet still feels warm, so hygiene never has to look clinical.",
        ],
      },
      {
        heading: "Accessible for every patient",
        paragraphs: [
          "Clinics serve people using wheelchairs, walking frames and pushchairs, as well as older patients and young children. We design to the Dubai Universal Design Code, so the journey from the car park to the treatment couch is step-free and easy to follow. Reception counters, changing cubicles and consultation rooms are planned with turning space for a wheelchair, and colour contrast between floors, walls and doors helps patients with low vision find their way.",
        ],
        bullets: [
          "Level thresholds and generous door widths",
          "Accessible WC with grab rails and an emergency pull cord",
          "Lowered section of the reception counter",
          "Bilingual Arabic and English signage with strong tonal contrast",
        ],
      },
    ],
    gallery: [
      "Clinic reception in Motor City with curved solid-surface counter and timber-look wall panels",
      "Dental treatment room with welded vinyl floor, sealed ceiling and integrated clinical hand-wash basin",
      "Dermatology consultation room in Jumeirah with warm lighting, examination couch and wipe-clean joinery",
      "Physiotherapy studio in Al Barsha with sports flooring, treatment beds and a mirrored exercise wall",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We review your specialties, clinician numbers, equipment list and patient volumes, check the unit against DHA requirements and agree a layout brief, budget and target licence date.",
      },
      {
        title: "Provide Solution",
        text: "We design the patient journey, treatment rooms and finishes, coordinate medical gases, dental chairs and X-ray shielding with specialists, and prepare drawings for DHA, Dubai Civil Defence and landlord approval.",
      },
      {
        title: "Deliver Perfection",
        text: "Our team fits out the clinic, installs and tests clinical services, cleans to a healthcare standard before inspection and supports you through the DHA licensing visit until the facility is approved.",
      },
    ],
    faq: [
      {
        question: "How much does a clinic fit-out cost in Dubai?",
        answer: "Most outpatient clinics cost between AED 350 and 650 per sq ft to design and fit out, depending on the specialty and the services required. Dental clinics and day-surgery suites sit higher because of compressed air, suction, radiation shielding and more demanding ventilation. We provide a detailed estimate once the layout and equipment list are agreed.",
      },
      {
        question: "Can you convert an office unit into a clinic?",
        answer: "Often, yes, but not every unit is suitable. We check ceiling heights, drainage routes for basins and dental chairs, the capacity of the air-conditioning, access for patients with limited mobility and whether the building permits medical use. Reviewing a unit before you sign the lease can save months and a significant part of your budget.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Opening or expanding a clinic?",
      text: "Book a free consultation with our healthcare team. We will review your plans or a prospective unit, explain the DHA requirements for your specialty and outline a realistic budget and programme.",
    },
  },

  "gym-interior-design": {
    tagline: "Fitness clubs, boutique studios and home gyms built for hard training and easy upkeep.",
    introHeading: "Gyms designed around how your members train",
    sections: [
      {
        heading: "Zoning for the busiest hours",
        paragraphs: [
          "Dubai gyms are busiest before work and after sunset, and the layout must cope with both peaks. We draw equipment footprints and safety clearances, keep free weights away from studio doors and reception, and give functional training a clear run for sled pushes and group sessions. Cardio lines face windows or screens, and a clear circulation spine lets members move between zones without crossing a lifting area. For boutique studios in Business Bay and JLT, we plan check-in, lockers and changing for one full class arriving while another leaves.",
        ],
        bullets: [
          "Equipment plans drawn with your supplier's exact models",
          "Separate zones for strength, cardio, functional work and stretching",
          "Studio capacity matched to floor area and timetable",
          "Storage for mats, kettlebells and cleaning kit",
        ],
      },
      {
        heading: "Structure, sound and air",
        paragraphs: [
          "Dropped dumbbells and heavy deadlifts put real loads on a slab and real noise into neighbouring units. We work with structural engineers to confirm floor capacity, then specify 30 to 50 mm rubber tiles, lifting platforms and floating floors where a gym sits above offices or apartments. Tower management often asks for an acoustic report before approving a fitness tenant. Ventilation is sized for high occupancy, with fresh air and dehumidification that keep studios comfortable through August. Gym fit-out typically ranges from AED 220 to 480 per sq ft, excluding equipment.",
        ],
      },
      {
        heading: "Private gyms for villas",
        paragraphs: [
          "In Arabian Ranches, Dubai Hills and Jumeirah, we turn garages, basements and spare rooms into home gyms with rubber or sprung flooring, mirrored walls, dedicated cooling and sound-absorbing panels, usually within four to six weeks and without disturbing the rest of the house. We check the slab before heavy racks go in, add a split AC unit sized for exercise, and place speakers, a wall-mounted screen and good daylight so the room feels inviting at six in the morning.",
        ],
      },
    ],
    gallery: [
      "Strength zone in an Al Quoz gym with black rubber flooring, lifting platforms and mirrored wall",
      "Boutique cycling studio in Business Bay with tiered bikes, LED ceiling strips and acoustic panels",
      "Gym changing room with dark porcelain walls, timber lockers and backlit vanity mirrors",
      "Villa home gym in Dubai Hills with garden view, cable machine and sprung timber floor",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We review your membership model, class timetable and equipment list, survey the unit's slab, ceiling height and services, and agree the budget and opening date with you.",
      },
      {
        title: "Provide Solution",
        text: "We design the zones, flooring, lighting and changing rooms with 3D visuals, coordinate structural and acoustic reports, and prepare drawings for landlord, Dubai Municipality and Dubai Civil Defence approval.",
      },
      {
        title: "Deliver Perfection",
        text: "Our team builds the gym, installs flooring and mirrors, coordinates equipment delivery with your supplier and hands over a tested, cleaned space ready for pre-opening tours and the first classes.",
      },
    ],
    faq: [
      {
        question: "How long does it take to fit out a gym in Dubai?",
        answer: "A boutique studio of 2,000 to 4,000 sq ft usually takes eight to twelve weeks from approved design to opening, while a club of 10,000 sq ft or more can take four to six months. Approvals, acoustic works and imported equipment lead times are the main factors, so we plan for them from the first week.",
      },
      {
        question: "What flooring should a gym use?",
        answer: "It depends on the zone. Free weights need dense rubber tiles of 30 mm or more, with platforms for heavy lifting. Functional areas suit turf tracks and sports vinyl, yoga and Pilates studios suit sprung timber or cushioned vinyl, and changing rooms need slip-resistant porcelain. We specify each zone separately rather than using one floor throughout.",
      },
      {
        question: "Can a gym operate in a residential or mixed-use tower?",
        answer: "Often, yes, provided the building permits it and noise and vibration are controlled. Building managers in Dubai Marina, JLT and Business Bay usually ask for an acoustic assessment, limits on dropped weights and sometimes restricted hours. We prepare the acoustic design and the NOC submission so approval moves without delay.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Opening a gym or fitness studio?",
      text: "Book a free consultation with our team. We will look at your site or shortlisted units, discuss your training concept and equipment, and outline the approvals, budget and timeline ahead.",
    },
  },

  "salon-interior-design": {
    tagline: "Salons, barbers and beauty lounges with flattering light, efficient stations and a calm welcome.",
    introHeading: "Salon interiors clients want to return to",
    sections: [
      {
        heading: "Stations planned for stylists and clients",
        paragraphs: [
          "The layout of a salon decides how many clients it can serve in a day. We allow around 1.5 m between styling chairs so stylists can work all the way round, keep backwash units in a quieter zone away from the entrance and place the colour bar where it can be reached without crossing the waiting area. Nail and pedicure stations line up beneath dedicated extraction, while rooms for facials, lashes and waxing sit behind acoustic partitions with their own basins. Reception, retail shelving and a short wait lounge set the tone for the visit.",
        ],
        bullets: [
          "Styling stations with concealed power for hot tools",
          "Backwash units with reclining chairs and hair traps",
          "Ventilated nail and pedicure areas",
          "Private rooms for facials, lashes and waxing",
        ],
      },
      {
        heading: "Lighting and materials that flatter",
        paragraphs: [
          "Clients judge a colour or a blow-dry in the mirror, so mirror lighting matters more than any other light in the room. We use vertical LED strips or diffused panels either side of each mirror, with a colour rendering index of 90 or above at 3,000 to 4,000 K, and avoid harsh downlights overhead. Finishes must resist hair dye, acetone and constant cleaning, so we favour porcelain floors, quartz counters, lacquered joinery and performance fabrics. Salon fit-out typically ranges from AED 250 to 550 per sq ft.",
        ],
      },
      {
        heading: "Privacy for ladies' salons",
        paragraphs: [
          "Many ladies' salons in Jumeirah, Al Barsha and Arabian Ranches need privacy from the street. We design patterned or frosted glazing, screened entrances and secluded areas for clients who prefer not to be seen, while keeping the interior bright and open. Separate entrances or partitioned zones can also allow a ladies' area and a gents' barber to share one unit, with independent waiting areas, washrooms and staff routes that meet Dubai Municipality requirements.",
        ],
      },
    ],
    gallery: [
      "Hair salon in Jumeirah with blush-toned styling stations, arched mirrors and brass side lights",
      "Backwash area with reclining black leather basins, fluted wall panels and soft downlighting",
      "Nail bar in Dubai Marina with quartz counter, ventilated manicure stations and pendant lights",
      "Private facial treatment room with warm lighting, treatment bed and wipe-clean oak joinery",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We discuss your services, number of stations, staffing and brand, review the unit's drainage and power capacity, and agree the budget and opening date with you and the landlord.",
      },
      {
        title: "Provide Solution",
        text: "We design the layout, lighting, joinery and finishes with 3D visuals, coordinate plumbing for backwash and pedicure units, and prepare drawings for Dubai Municipality and landlord approval.",
      },
      {
        title: "Deliver Perfection",
        text: "Our team builds the salon, installs stations, basins and extraction, checks the lighting at every mirror and hands over a spotless space ready for your stylists and first clients.",
      },
    ],
    faq: [
      {
        question: "What approvals does a salon need in Dubai?",
        answer: "A salon typically needs a landlord or mall NOC, Dubai Municipality approval under its public health requirements for beauty and personal care facilities, and Dubai Civil Defence clearance for fire safety. The drawings must show hand-wash basins, sterilisation areas and ventilation. We prepare them and manage the submissions through to final inspection.",
      },
      {
        question: "Can you refresh our salon without closing for long?",
        answer: "Yes. A refresh with new lighting, paint, upholstery and joinery fronts can often be done overnight or within a closure of three to five days. Where plumbing or layout changes are needed, we phase the work so part of the salon keeps operating and schedule the final switchover around your quieter days.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Designing a new salon?",
      text: "Book a free consultation to talk through your services, client experience and preferred location. We will review your unit and outline the approvals, budget and timeline needed to open.",
    },
  },

  "hospital-interior-design": {
    tagline: "Wards, departments and patient rooms designed for safe care, clear routes and dignity.",
    introHeading: "Hospital spaces that support clinicians and comfort patients",
    sections: [
      {
        heading: "Wards and inpatient rooms",
        paragraphs: [
          "Inpatient rooms are workplaces for nurses as well as temporary homes for patients. We design single and multi-bed rooms to the DHA Health Facility Guidelines, with clearance around each bed for transfers and resuscitation, bedhead units coordinated with medical gases and en-suite bathrooms sized for a patient and carer, with grab rails and level-access showers. Nurse stations have direct sight lines to room doors, and charting alcoves along the corridor shorten walking distances on long wards. Family seating, personal storage and dimmable lighting give patients some control over their surroundings.",
        ],
      },
      {
        heading: "Infection control around live departments",
        paragraphs: [
          "Most hospital work happens next to departments that never close, so infection control governs the programme. Before mobilising, we agree an infection control risk assessment with the hospital's infection prevention team, then install sealed hoardings, negative-pressure work zones and dedicated contractor routes. Finishes suit the highest-risk rooms: sheet vinyl welded and coved to 100 mm, antimicrobial wall protection at trolley height, sealed ceilings and impervious upholstery. Work near theatres or intensive care is often carried out at night, in phases agreed ward by ward.",
        ],
        bullets: [
          "Infection control risk assessment agreed before mobilisation",
          "Negative-pressure work zones with HEPA filtration",
          "Separate routes for waste, materials and workers",
          "Deep cleaning and air testing before handover",
        ],
      },
      {
        heading: "Departments that are easy to find and use",
        paragraphs: [
          "Hospitals are hard to navigate, often at stressful moments. We zone outpatient departments, radiology, pharmacies and emergency reception so public, patient and staff routes stay apart, supported by colour-coded wayfinding, bilingual signage and landmarks visible from the main corridors. Public areas meet the Dubai Universal Design Code, with accessible toilets, hearing loops at reception and seats with arms for older patients. Staff rest and on-call rooms receive the same care, because well-rested teams deliver better care.",
        ],
      },
    ],
    gallery: [
      "Single-bed patient room with timber-look vinyl floor, bedhead services panel and garden view",
      "Ward nurse station with curved solid-surface counter and clear sight lines along the corridor",
      "Outpatient waiting hall with colour-coded wayfinding, armchairs and bilingual overhead signage",
      "Hospital pharmacy counter with antimicrobial surfaces, a queue lane and bright, even lighting",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We meet hospital management, clinical leads, infection prevention and facilities teams to review the department, patient volumes and equipment, and agree scope, phasing and how services will keep running.",
      },
      {
        title: "Provide Solution",
        text: "We prepare layouts, finishes and room data sheets with the medical planner and MEP engineers, test key rooms with full-scale mock-ups and submit drawings for DHA and Dubai Civil Defence approval.",
      },
      {
        title: "Deliver Perfection",
        text: "Our team delivers the works in controlled phases, commissions medical services with the hospital's engineers, deep cleans each zone and supports the DHA inspection before the department reopens to patients.",
      },
    ],
    faq: [
      {
        question: "Can a ward be refurbished while the hospital stays open?",
        answer: "Yes. We close one ward or part of a department at a time, move patients in agreement with the clinical teams and seal the work zone from live areas. Noisy and dusty tasks are scheduled around clinical activity, and your infection prevention team inspects each phase before patients return. A typical ward refurbishment takes eight to fourteen weeks.",
      },
      {
        question: "Which approvals apply to hospital interior projects in Dubai?",
        answer: "Hospital works in Dubai usually require Dubai Health Authority review against its Health Facility Guidelines, Dubai Civil Defence approval for fire and life safety, and Dubai Municipality building permits where layouts or services change. Facilities in Dubai Healthcare City follow DHCR requirements. We prepare the submissions, coordinate the consultants and attend inspections through to approval.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Planning a hospital refurbishment?",
      text: "Book a free consultation with our healthcare team. We will discuss the departments involved, infection control and phasing, and outline how the work can proceed while your hospital continues caring for patients.",
    },
  },
}

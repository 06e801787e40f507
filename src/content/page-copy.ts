import type { PageCopy } from './types'

/**
 * Demo copy for every Pages document (one entry per slug in `pageSlugs`).
 * Original wording written for the demo; the company replaces it in the admin.
 */
export const pageCopy: Record<string, PageCopy> = {
  home: {
    title: "Designing and Building Exceptional Interiors Across Dubai",
    breadcrumb: "Home",
    metaTitle: "Interior Design, Fit-Out and Renovation in Dubai",
    metaDescription:
      "Design, fit-out and renovation for villas, apartments, offices, shops and restaurants across Dubai, delivered by one team from first sketch to handover.",
    intro: [
      "We are an interior design, fit-out and renovation studio working across Dubai and the wider UAE. From a two-bedroom apartment in Dubai Marina to a full-floor office in Business Bay or a family villa in Arabian Ranches, our team takes each project from brief and concept through approvals, construction and joinery to a clean, documented handover. One studio, one point of contact and one programme that everyone can see.",
      "Our designers, engineers and carpenters work as one team, so the details on the drawings are the details that get built. We prepare submissions for Dubai Municipality, DDA, Trakhees and Dubai Civil Defence where a project needs them, coordinate DEWA and building management, and agree costs before work starts. Every completed project carries a one-year workmanship warranty, and we never ask for full payment up front.",
    ],
  },

  services: {
    title: "Our Services",
    breadcrumb: "Services",
    metaTitle: "Interior Design and Fit-Out Services in Dubai",
    metaDescription:
      "Commercial and residential interior design, office and retail fit-out, renovation and bespoke joinery, all planned, approved and built by one team in Dubai.",
    intro: [
      "Our services cover the full life of an interior: design, approvals, fit-out, renovation and the joinery that finishes a space. Commercial clients come to us for offices in DIFC and Business Bay, shops in City Walk and Dubai Hills Mall, and restaurants from Jumeirah to JBR. Homeowners ask us to redesign apartments in Dubai Marina and Downtown, or to renovate villas in Arabian Ranches, Dubai Hills and Palm Jumeirah.",
      "Each service can be commissioned on its own or combined into a single turnkey contract. Because design, project management and our joinery workshop operate as one team, drawings, costs and programmes stay aligned from the first meeting to handover. Explore commercial interior design, residential design, joinery, office fit-out and apartment interiors below, then book a free consultation to talk through your space with one of our designers.",
    ],
  },

  "about-us": {
    title: "About Us",
    breadcrumb: "About Us",
    metaTitle: "About Our Interior Design and Fit-Out Studio",
    metaDescription:
      "Meet the designers, engineers and craftspeople behind our Dubai studio, and learn how we plan, build and hand over interiors with care, clarity and precision.",
    intro: [
      "We are a Dubai-based studio of interior designers, project engineers, estimators and skilled tradespeople who design, fit out and renovate homes and workplaces across the UAE. Our office in Business Bay is where concepts are drawn, costed and coordinated, and our site teams carry them through to finished rooms in communities from Jumeirah and Al Barsha to Dubai Hills, JLT and Mudon.",
      "We started with a simple idea: clients should deal with one team that designs what it builds and builds what it designs. That approach has shaped villas, apartments, offices, clinics, restaurants, shops and sports venues in Dubai, Sharjah and Abu Dhabi. On this page you can read who we are, the group we belong to and the leadership that guides our work, project by project.",
    ],
  },

  contact: {
    title: "Contact Us",
    breadcrumb: "Contact",
    metaTitle: "Contact Our Dubai Interior Design Studio",
    metaDescription:
      "Call, email or visit our Business Bay office to discuss a design, fit-out or renovation project, or send a message and our team will get back to you soon.",
    intro: [
      "Whether you have a finished brief, a floor plan and a budget, or simply a room that no longer works, we would be glad to hear from you. Tell us a little about the property, its location and your timeline, and one of our designers will arrange a call or a site visit anywhere in Dubai, from Downtown and DIFC to Jumeirah Village Circle and Arabian Ranches.",
      "Our office is in Business Bay, and you can reach us by phone, by email or through the form below. If you would like to supply materials or services to our projects, please visit the vendors page; if you would like to join the team, our career page lists the roles we are currently recruiting for. We read every message and reply personally.",
    ],
  },

  career: {
    title: "Career",
    breadcrumb: "Career",
    metaTitle: "Careers in Interior Design and Fit-Out in Dubai",
    metaDescription:
      "Join our Dubai team of designers, engineers, estimators and craftspeople. See the open vacancies and apply online to help shape interiors people enjoy using.",
    intro: [
      "Good interiors are built by good people, and we are always keen to meet talented designers, project engineers, estimators, draftsmen, accountants and skilled carpenters. Our teams work on villas in Dubai Hills and Jumeirah Park, offices in JLT and Business Bay, and restaurants, clinics and shops across the UAE, so every week brings a new space, a new client and a new problem worth solving well.",
      "We offer steady, varied work, clear responsibilities and colleagues who share their knowledge freely, from the design studio to the joinery workshop and the site. Browse the open vacancies below, read the description for each role and apply with your CV. If you do not see a role that fits, use the form at the bottom of the page and tell us how you could contribute.",
    ],
  },

  "vendor-and-service-providers": {
    title: "Vendors",
    breadcrumb: "Vendors",
    metaTitle: "Vendors and Service Providers: Work With Us",
    metaDescription:
      "Supply materials, fittings or specialist services to our Dubai design and fit-out projects. Register as a vendor and tell us about your products and capacity.",
    intro: [
      "Every project we deliver depends on reliable partners: suppliers of tiles, stone, timber, glass, ironmongery and lighting, and specialist subcontractors in MEP, gypsum, glazing, flooring and upholstery. We work with vendors across the UAE, from Al Quoz and Ras Al Khor to Jebel Ali, and we value those who quote clearly, deliver on schedule and stand behind their products.",
      "If you would like to be considered for future tenders, please complete the vendor form below with your trade licence details, your product range or services, and the areas you cover. Our procurement team reviews each registration and contacts suitable partners when a project matches their expertise. Approved vendors are invited to price packages for residential, commercial and hospitality work across the UAE.",
    ],
  },

  "our-clients": {
    title: "Our Clients",
    breadcrumb: "Our Clients",
    metaTitle: "Our Clients: Brands and Homeowners We Work With",
    metaDescription:
      "Restaurant groups, clinics, retailers, sports venues, landlords and homeowners across the UAE trust our team with their interiors. See who we have worked with.",
    intro: [
      "Our clients range from families in Mudon and Jumeirah Park to a restaurant group in JLT, medical operators in Motor City, optical retailers in Al Barsha South and padel venues in Dubai and Abu Dhabi. What they share is a need for interiors that open on time, work hard every day and still look right years later.",
      "Several of the brands below have returned to us for further sites, which we take as the truest measure of our work. Select a logo to read a little about each client and the spaces we created together, or visit our portfolio for the full case studies, with photographs of the finished spaces and notes on the materials we used.",
    ],
  },

  "privacy-policy": {
    title: "Privacy Policy",
    breadcrumb: "Privacy Policy",
    metaTitle: "Privacy Policy",
    metaDescription:
      "How we collect, use, store and protect the personal information you share through this website, and the choices you have about cookies and communications.",
    intro: [
      "This policy explains what personal information we collect when you browse this website, request a quote, book a consultation, subscribe to our newsletter or apply for a role or vendor registration, and how that information is used, stored and protected. It applies to this website and to every form it contains.",
      "Please read it together with our terms and conditions. If anything is unclear, or if you would like to ask about the information we hold about you, our contact details are set out at the end of this page. We may update the policy from time to time, and the current version is always published here.",
    ],
  },

  "terms-and-conditions": {
    title: "Terms and Conditions",
    breadcrumb: "Terms and Conditions",
    metaTitle: "Terms and Conditions",
    metaDescription:
      "The terms that govern your use of this website and our online services, including eligibility, payments, privacy, liability and how disputes are resolved.",
    intro: [
      "These terms and conditions set out the agreement between you and us when you access this website or use any of the services offered through it. By browsing the site, submitting a form or making a payment online, you confirm that you have read, understood and accepted them, and that you are at least 18 years of age.",
      "The table of contents below lets you go directly to the section you need, from purchases and user data to liability and dispute resolution. Please read these terms together with our privacy policy. If you have any questions about them, you can reach our team using the contact details set out at the end of this page.",
    ],
  },

  portfolio: {
    title: "Portfolio",
    breadcrumb: "Portfolio",
    metaTitle: "Portfolio of Interior Projects in Dubai and the UAE",
    metaDescription:
      "Explore completed villas, apartments, offices, clinics, restaurants, shops and padel courts we have designed, fitted out and renovated across the UAE.",
    intro: [
      "Our portfolio brings together projects we have designed, fitted out and renovated across Dubai, Sharjah and Abu Dhabi. You will find villa renovations in Mudon, Jumeirah Park and Al Wasl, apartments in JBR, The Greens and Damac Hills, offices in JLT, and clinics, restaurants, optical shops and padel courts built for operators who needed to open on schedule.",
      "Each case study sets out the brief, the approach our team took and the result, with photographs of the finished space and notes on the materials and details that made a difference. Browse the kinds of space that match yours, then get in touch to discuss how a similar approach could work for your own home or business.",
    ],
  },

  blog: {
    title: "Our Blog",
    breadcrumb: "Blog",
    metaTitle: "Interior Design Ideas and Fit-Out Advice Blog",
    metaDescription:
      "Practical ideas and advice on interior design, fit-out, renovation, approvals and materials in Dubai, written by the designers and engineers on our team.",
    intro: [
      "Our blog is where our designers, project managers and joinery team share what they learn on real projects in Dubai. Read about planning a villa renovation in Arabian Ranches, choosing flooring that copes with the UAE climate, what a Dubai Municipality or DDA approval involves, and how to plan an office fit-out in Business Bay without surprises.",
      "We write for homeowners, tenants, landlords and business owners who want clear, practical guidance before they commit to a project. New articles cover material trends, budgeting, timelines and maintenance, along with behind-the-scenes notes from recent work. Subscribe to our newsletter to receive new posts, or book a free consultation if you would like advice on your own space.",
    ],
  },

  // Interior Fit-Out

  "interior-fit-out-company-dubai": {
    title: "Interior Fit-Out Company in Dubai",
    breadcrumb: "Interior Fit-Out",
    metaTitle: "Interior Fit-Out Company in Dubai",
    metaDescription:
      "Complete interior fit-out in Dubai for offices, shops, restaurants and homes: design, approvals, MEP, joinery and finishes delivered by one accountable team.",
    intro: [
      "An interior fit-out turns a shell-and-core unit or a tired space into one that is ready to use, and in Dubai it involves far more than finishes. Our team handles the whole sequence: measured survey, design development, Dubai Municipality, DDA or Trakhees submissions, Dubai Civil Defence fire and life safety approvals, MEP works, partitions and ceilings, flooring, joinery and the final DEWA and landlord inspections.",
      "We fit out offices in Business Bay and DIFC, shops in Dubai Hills Mall and City Walk, restaurants in JBR and homes across Jumeirah and Palm Jumeirah. A typical 2,000 sq ft office runs eight to twelve weeks from approval to handover, and our own carpenters produce reception desks, wardrobes and display units to the millimetre. You receive one programme, one contract and one point of contact throughout.",
    ],
  },

  "office-fit-out": {
    title: "Office Fit-Out in Dubai",
    breadcrumb: "Office Fit-Out",
    metaTitle: "Office Fit-Out in Dubai: Design and Build",
    metaDescription:
      "Office fit-out in Dubai from space planning to handover: partitions, ceilings, MEP, furniture and approvals, on programme in Business Bay, DIFC and JLT.",
    intro: [
      "A well-planned office helps people focus, collaborate and stay. We design and build workplaces across Business Bay, DIFC, JLT, Dubai Internet City and Downtown, starting with a test fit that shows how many workstations, meeting rooms and quiet zones your floor plate can comfortably hold. From there we develop lighting, acoustics, power and data, and the finishes that express your brand.",
      "Our team prepares the drawings needed for landlord, DDA, Dubai Municipality and Dubai Civil Defence approvals, then manages drywall partitions, glass fronts, raised floors, HVAC adjustments and IT cabling on site. Many offices of 2,000 to 5,000 sq ft are ready in eight to twelve weeks; the restaurant-group head office we delivered in JLT took just 45 days. Furniture, signage and joinery are coordinated under the same programme.",
    ],
  },

  "retail-fit-out-solutions": {
    title: "Retail Fit-Out Solutions in Dubai",
    breadcrumb: "Retail Fit-Out",
    metaTitle: "Retail Fit-Out Solutions in Dubai",
    metaDescription:
      "Retail fit-out for mall units and high-street shops in Dubai: shopfronts, display joinery, lighting and mall approvals, delivered to tight opening dates.",
    intro: [
      "In retail, the space is part of the product. We design and fit out boutiques, optical stores, beauty counters and flagship units in Dubai Mall, Mall of the Emirates, City Walk, Dubai Hills Mall and neighbourhood centres such as those in Jumeirah Park and Al Barsha South. Layouts are planned around how customers move, where they pause and how staff serve them, with lighting that shows merchandise in its true colour.",
      "Mall fit-outs follow strict rules, so we prepare design packs for landlord approval alongside Dubai Municipality and Dubai Civil Defence submissions, then work to agreed hours, often overnight, to keep neighbouring tenants undisturbed. Our workshop builds display walls, cash counters and shelving in-house, which protects both quality and programme. Most units of 500 to 2,000 sq ft are completed in six to ten weeks.",
    ],
  },

  "fit-out-contractors": {
    title: "Fit-Out Contractors in Dubai",
    breadcrumb: "Fit-Out Contractors",
    metaTitle: "Fit-Out Contractors in Dubai You Can Rely On",
    metaDescription:
      "Experienced fit-out contractors in Dubai for offices, retail, hospitality and villas, with licensed trades, clear pricing and one accountable project manager.",
    intro: [
      "Choosing a fit-out contractor is really choosing who will manage the risk on your project. Our licensed team brings project managers, site engineers, MEP coordinators, gypsum and finishing carpenters, tilers and painters together under one contract, so you are never chasing separate trades. We work from your designer's drawings or our own, in commercial towers, retail centres and villas across Dubai.",
      "Before work starts you receive an itemised quotation, a realistic programme and a payment schedule linked to progress, never full payment up front. On site we handle landlord and building management permits, Dubai Civil Defence inspections and DEWA coordination, with weekly reports and photographs. From Al Quoz warehouses to Dubai Marina penthouses, we hand over clean, finished spaces with every snag closed out, backed by a one-year warranty.",
    ],
  },

  "turnkey-interiors": {
    title: "Turnkey Interiors in Dubai",
    breadcrumb: "Turnkey Interiors",
    metaTitle: "Turnkey Interior Solutions in Dubai",
    metaDescription:
      "Turnkey interiors in Dubai: concept, approvals, construction, joinery, furniture and styling under one contract, so your space is ready to use on day one.",
    intro: [
      "A turnkey interior means you hand us the keys to an empty space and receive them back when it is ready to live or work in. Our studio takes responsibility for every step: brief and concept, 3D visuals, authority approvals, construction, bespoke joinery, loose furniture, lighting, artwork and soft furnishings. It suits busy owners, overseas investors and businesses opening new sites in Dubai.",
      "We deliver turnkey apartments in Downtown and Dubai Marina, furnished villas in Dubai Hills and Palm Jumeirah, and ready-to-trade offices, clinics and cafes across the city. One budget is agreed at the outset and tracked openly, and one project manager keeps the programme moving. A furnished two-bedroom apartment typically takes eight to ten weeks; a full villa, three to six months depending on scope.",
    ],
  },

  "restaurant-fit-out-dubai": {
    title: "Restaurant Fit-Out in Dubai",
    breadcrumb: "Restaurant Fit-Out",
    metaTitle: "Restaurant Fit-Out Company in Dubai",
    metaDescription:
      "Restaurant fit-out in Dubai from concept to opening night: kitchens, extraction, dining rooms, bars and food safety approvals, handled by one experienced team.",
    intro: [
      "A restaurant has to work as hard behind the pass as it does in the dining room. We fit out restaurants, cafes and cloud kitchens across Dubai, from JBR and Dubai Marina to Jumeirah, Al Quoz and Business Bay, coordinating commercial kitchen layouts, extraction and fresh air, grease traps, gas and drainage with the lighting and atmosphere your guests will remember.",
      "Our team prepares submissions for Dubai Municipality food safety, Dubai Civil Defence and the landlord, and we plan the programme around equipment deliveries and pre-opening training. Banquettes, bar counters and feature walls are built in our joinery workshop using hard-wearing, easy-clean finishes. A 3,000 sq ft restaurant typically takes ten to fourteen weeks from approval, and we stay on call through your first weeks of trading.",
    ],
  },

  // Commercial Interior Design

  "commercial-interior-design-company-dubai": {
    title: "Commercial Interior Design Company in Dubai",
    breadcrumb: "Commercial Interior Design",
    metaTitle: "Commercial Interior Design Company in Dubai",
    metaDescription:
      "Commercial interior design in Dubai for offices, retail, hospitality and healthcare: space planning, brand expression, 3D visuals and buildable drawings.",
    intro: [
      "Commercial interiors need to do many things at once: express a brand, meet regulations, handle heavy daily use and stay within a budget that has to pay back. Our designers work with business owners, landlords and operators across Dubai, from corporate floors in DIFC and Business Bay to showrooms in Al Quoz, clinics in Motor City and restaurants in Jumeirah.",
      "Our six-step process moves from brief and site survey to concept, 3D visualisation, material selection, detailed technical drawings and on-site design supervision. Every drawing is prepared with DDA, Dubai Municipality and Dubai Civil Defence requirements in mind, so the design that is approved is the design that gets built. Because our studio also delivers fit-out, costs are checked against real rates long before tender.",
    ],
  },

  "hotel-interior-design-services": {
    title: "Hotel Interior Design Services in Dubai",
    breadcrumb: "Hotel Interior Design",
    metaTitle: "Hotel Interior Design Services in Dubai",
    metaDescription:
      "Hotel interior design and renovation in the UAE: lobbies, guest rooms, bathrooms and restaurants designed for guest comfort, durability and phased delivery.",
    intro: [
      "Guests judge a hotel within moments of walking into the lobby, and they keep judging it in the lift, the corridor and the bathroom. We design and refurbish hotel interiors across Dubai and the northern emirates, from boutique properties in Jumeirah and Al Barsha to serviced apartments in Downtown and city hotels in Sharjah, balancing a memorable stay with the practical demands of housekeeping and maintenance.",
      "Our work includes lobbies, guest rooms, bathrooms, corridors, restaurants and back-of-house areas, with mock-up rooms built for approval before rollout. We phase works floor by floor so the hotel keeps trading, coordinate Dubai Civil Defence and operator brand standards, and specify finishes rated for commercial use. Our washroom renovation for the Occidental hotel in Sharjah shows how a focused refurbishment can lift a working property.",
    ],
  },

  "cafe-interior-design-companies-in-dubai": {
    title: "Cafe Interior Design in Dubai",
    breadcrumb: "Cafe Interior Design",
    metaTitle: "Cafe Interior Design Company in Dubai",
    metaDescription:
      "Cafe interior design and fit-out in Dubai: inviting layouts, efficient coffee bars, durable finishes and approvals for cafes in malls, towers and communities.",
    intro: [
      "A good cafe feels effortless: the queue flows, the coffee bar is easy to work, and there is always a seat you want to sit in. We design cafes and specialty coffee shops across Dubai, from Al Quoz and City Walk to neighbourhood spots in Jumeirah, Dubai Hills and JLT, planning each one around its menu, its equipment and the way its regulars like to linger.",
      "We detail bar counters, back-bar joinery, seating and lighting that stand up to long trading hours, and select surfaces such as quartz, terrazzo, ceramic and oiled oak that clean easily. Our team prepares Dubai Municipality food safety and Dubai Civil Defence submissions and, where needed, carries the design through to a complete fit-out. Most cafes of 800 to 1,500 sq ft open within eight to ten weeks of approval.",
    ],
  },

  "landscape-design": {
    title: "Landscape Design in Dubai",
    breadcrumb: "Landscape Design",
    metaTitle: "Landscape and Garden Design in Dubai",
    metaDescription:
      "Landscape and garden design for Dubai villas and commercial sites: shaded outdoor rooms, pergolas, pools, planting and lighting made for the UAE climate.",
    intro: [
      "In Dubai, outdoor space is usable for much of the year when it is designed with shade, airflow and water in mind. We design gardens, terraces and roof decks for villas in Arabian Ranches, Dubai Hills, Emirates Hills and Palm Jumeirah, as well as courtyards and entrances for offices, restaurants and residential buildings, creating outdoor rooms for dining, play and quiet evenings.",
      "Our designs combine hardscape in porcelain, natural stone and composite decking with pergolas, water features, built-in seating and outdoor kitchens. Planting favours hardy, water-wise species on drip irrigation, and warm lighting extends the garden into the night. Where pools, structures or boundary changes need permits from Dubai Municipality or the master developer, we prepare the submissions. Most villa gardens are completed in six to ten weeks.",
    ],
  },

  "healthcare-interior-design": {
    title: "Healthcare Interior Design in Dubai",
    breadcrumb: "Healthcare Interior Design",
    metaTitle: "Healthcare and Clinic Interior Design in Dubai",
    metaDescription:
      "Clinic and healthcare interior design in Dubai: calm patient journeys, hygienic finishes and DHA-ready layouts for medical, dental and wellness practices.",
    intro: [
      "Patients often arrive at a clinic anxious, and the interior can either add to that or ease it. We design medical, dental, dermatology and physiotherapy clinics across Dubai, from Motor City and Al Barsha to Jumeirah and Dubai Healthcare City, with calm reception areas, clear wayfinding and treatment rooms planned around the clinicians who work in them every day.",
      "Our layouts are prepared with Dubai Health Authority licensing requirements in mind, from room sizes and hand-wash stations to clean and dirty utility flows, and we coordinate Dubai Civil Defence and Dubai Municipality approvals. Finishes include seamless vinyl flooring, antibacterial wall protection and solid-surface counters that are easy to disinfect. A typical outpatient clinic of 2,000 to 3,000 sq ft is ready in ten to fourteen weeks.",
    ],
  },

  "gym-interior-design": {
    title: "Gym Interior Design in Dubai",
    breadcrumb: "Gym Interior Design",
    metaTitle: "Gym and Fitness Studio Interior Design in Dubai",
    metaDescription:
      "Gym interior design in Dubai for fitness clubs, boutique studios and home gyms: impact flooring, acoustics, airflow and lighting that keep members motivated.",
    intro: [
      "Members stay with a gym when the space makes training feel good. We design fitness clubs, boutique studios and private home gyms in Dubai, from Business Bay and JLT to Al Quoz and villas in Arabian Ranches and Dubai Hills, planning strength, cardio, functional and studio zones around the equipment list, the class timetable and the busiest hours of the day.",
      "Gyms need more engineering than most interiors. We specify rubber impact flooring, acoustic isolation for weights areas, high-capacity ventilation and cooling, and lighting that can shift between energising and calm. Changing rooms are finished in porcelain and solid-surface materials that cope with daily moisture. Our team has also delivered padel venues in Dubai and Abu Dhabi, so we understand how sports spaces are used and maintained.",
    ],
  },

  "salon-interior-design": {
    title: "Salon Interior Design in Dubai",
    breadcrumb: "Salon Interior Design",
    metaTitle: "Salon and Beauty Lounge Interior Design in Dubai",
    metaDescription:
      "Salon and beauty lounge interior design in Dubai: flattering lighting, efficient stations, private treatment rooms and finishes made for daily use.",
    intro: [
      "A salon sells an experience as much as a service, and clients notice every detail, from the light on their face in the mirror to the comfort of the wash-basin chair. We design hair salons, nail bars, barbers and beauty lounges across Dubai, including Jumeirah, Dubai Marina, JLT and Arabian Ranches, with layouts that give stylists room to work and clients a sense of calm.",
      "We plan plumbing and drainage for backwash units and pedicure stations, extraction for nail and colour areas, and lighting with high colour rendering so results look true. Surfaces such as porcelain, quartz and washable paints keep the space looking fresh. Our team handles Dubai Municipality approvals and the complete fit-out, as we did for Clenz Beauty Lounge, and most salons are ready in six to eight weeks.",
    ],
  },

  "hospital-interior-design": {
    title: "Hospital Interior Design in Dubai",
    breadcrumb: "Hospital Interior Design",
    metaTitle: "Hospital Interior Design and Fit-Out in Dubai",
    metaDescription:
      "Hospital interior design in the UAE: patient rooms, wards, waiting areas and staff spaces planned for infection control, wayfinding, comfort and compliance.",
    intro: [
      "Hospital interiors carry real responsibility: they must support infection control, clinical efficiency and patient dignity while still feeling humane. We work with healthcare operators in Dubai and across the UAE on patient rooms, wards, outpatient departments, waiting areas, pharmacies and staff facilities, collaborating closely with medical planners and MEP engineers from the first layout onwards.",
      "Our designs follow Dubai Health Authority and international healthcare guidance, with seamless flooring, coved skirtings, impact-resistant wall protection and antimicrobial surfaces. We consider daylight, acoustics and colour for wellbeing, and clear wayfinding for visitors. Refurbishments in operational hospitals are phased with infection-control barriers and out-of-hours working, and all fire and life safety elements are coordinated for Dubai Civil Defence approval.",
    ],
  },

  // Residential

  "residential-interior-design": {
    title: "Residential Interior Design in Dubai",
    breadcrumb: "Residential Interior Design",
    metaTitle: "Residential Interior Design in Dubai",
    metaDescription:
      "Residential interior design for Dubai villas, townhouses and apartments: personal, liveable homes with bespoke joinery, layered lighting and lasting materials.",
    intro: [
      "A home should reflect the people who live in it, not a showroom. Our residential designers spend time understanding how you cook, entertain, work and rest, then shape villas, townhouses and apartments around those routines. We work throughout Dubai, including Emirates Hills, Palm Jumeirah, Jumeirah Park, Arabian Ranches, Dubai Hills, Mudon and Downtown, for families settling into new homes and long-time residents alike.",
      "Our four-step process takes you from consultation and concept to 3D visuals, material and furniture selection, and full delivery by our own site and joinery teams. We favour natural stone, engineered oak, linen and brushed metals that age gracefully in the UAE climate, and we plan lighting in layers. Where layouts change, we manage developer NOCs and Dubai Municipality permits on your behalf.",
    ],
  },

  "apartment-interior-design": {
    title: "Apartment Interior Design in Dubai",
    breadcrumb: "Apartment Interior Design",
    metaTitle: "Apartment Interior Design in Dubai",
    metaDescription:
      "Apartment interior design in Dubai that makes every square metre count: smart layouts, built-in storage, lighting and finishes for homes and rental investments.",
    intro: [
      "Apartments in Dubai Marina, JBR, Downtown, Business Bay and The Greens often share the same developer layouts, yet no two households live the same way. We redesign apartments to make every square metre count: opening kitchens to living areas, adding built-in storage, creating a study corner or a guest room, and using light and colour to make compact rooms feel generous.",
      "We coordinate building management approvals and working-hour rules, protect common areas, and sequence noisy works to respect neighbours. Our joinery team builds wardrobes, TV walls and kitchen units to fit exactly, and our designers select durable finishes suited to owner-occupiers and rental investors alike. A full redesign of a one or two-bedroom apartment usually takes six to ten weeks, including furniture and styling.",
    ],
  },

  "renovation-services": {
    title: "Home Renovation Services in Dubai",
    breadcrumb: "Renovation Services",
    metaTitle: "Home Renovation Services in Dubai",
    metaDescription:
      "Home renovation in Dubai for villas, townhouses and apartments: kitchens, bathrooms, flooring, layout changes and extensions, managed from permit to handover.",
    intro: [
      "Renovating the home you already own can give you the space you need without the upheaval of moving. Our team renovates villas, townhouses and apartments across Dubai, from Arabian Ranches, The Springs and Mudon to JBR, Damac Hills and Al Wasl, whether that means a new kitchen and bathrooms, replacing worn floors, opening up a living area or a complete interior refresh.",
      "Our four-step process begins with a site survey and a clear scope, followed by design and itemised pricing, permits and works, and a careful handover with snagging. We obtain developer NOCs and Dubai Municipality permits where walls, structure or services change, and we protect furniture and floors throughout. All renovation work carries a one-year warranty, and payments are linked to progress rather than demanded up front.",
    ],
  },

  "bathroom-renovations-dubai": {
    title: "Bathroom Renovations in Dubai",
    breadcrumb: "Bathroom Renovation",
    metaTitle: "Bathroom Renovation in Dubai",
    metaDescription:
      "Bathroom renovation in Dubai with proper waterproofing, new sanitaryware, tiling, vanities and lighting. Small bathrooms in 2 to 4 weeks, larger in 6 to 8.",
    intro: [
      "Bathrooms see heavy daily use and high humidity, so a renovation has to be as sound behind the tiles as it is beautiful in front of them. We renovate master bathrooms, guest washrooms and powder rooms in villas and apartments across Dubai, from Jumeirah and Dubai Marina to Arabian Ranches and Dubai Hills, as well as commercial washrooms in offices and hotels.",
      "Each project starts by stripping back to the substrate, checking drainage falls and applying a tested waterproofing membrane before large-format porcelain, marble or terrazzo is laid. We install concealed cisterns, thermostatic showers, wall-hung vanities and mirrored cabinets with integrated lighting. A small bathroom usually takes two to four weeks; a larger or more complex one, six to eight weeks or more.",
    ],
  },

  "kitchen-renovation-companies-in-dubai": {
    title: "Kitchen Renovation in Dubai",
    breadcrumb: "Kitchen Renovation",
    metaTitle: "Kitchen Renovation Company in Dubai",
    metaDescription:
      "Kitchen renovation in Dubai with made-to-measure cabinetry, quartz and stone worktops, integrated appliances and lighting, built by our own joinery team.",
    intro: [
      "The kitchen is where family life in Dubai tends to gather, and it is often the first room owners want to change. We renovate kitchens in apartments and villas across the city, from The Greens and JLT to Arabian Ranches, Dubai Hills and Jumeirah, reworking layouts to open onto living areas, adding islands and pantries, and creating a separate closed kitchen where heavy cooking demands it.",
      "Our joinery workshop builds cabinets to measure in moisture-resistant boards with lacquer, veneer or laminate finishes and soft-close hardware. Worktops come in quartz, porcelain slab or natural stone, paired with integrated appliances, under-cabinet lighting and properly ducted hoods. We coordinate plumbing, electrics and any gas work, and most kitchen renovations are completed in three to five weeks once materials are on site.",
    ],
  },

  "villa-renovation-companies-dubai": {
    title: "Villa Renovation in Dubai",
    breadcrumb: "Villa Renovation",
    metaTitle: "Villa Renovation Company in Dubai",
    metaDescription:
      "Villa renovation in Dubai from layout changes and extensions to full interior upgrades, with developer NOCs, Dubai Municipality permits and a one-year warranty.",
    intro: [
      "Many of Dubai's best-loved communities, including Arabian Ranches, The Springs, The Meadows, Jumeirah Park, Mudon and Al Wasl, have villas that are structurally sound but ready for a new chapter. We renovate them inside and out: opening up ground floors, reconfiguring kitchens, upgrading bathrooms, replacing flooring, adding wardrobes and TV walls, and refreshing facades, gardens and pergolas.",
      "Villa renovations need careful approvals, so we prepare drawings for the master developer NOC and Dubai Municipality permits and coordinate DEWA where electrical loads change. Small projects typically take three to six months, while large renovations with extensions can run beyond twelve months. You receive a detailed programme, progress-linked payments and weekly updates, and every completed villa is covered by our one-year warranty.",
    ],
  },

  "painting-services": {
    title: "Painting Services in Dubai",
    breadcrumb: "Painting Services",
    metaTitle: "Professional Painting Services in Dubai",
    metaDescription:
      "Interior and exterior painting in Dubai for villas, apartments and offices: careful preparation, premium low-VOC paints and tidy, on-schedule work by our crews.",
    intro: [
      "A fresh coat of paint is one of the quickest ways to change how a space feels, but the result depends on the preparation. Our painting teams work in apartments, villas and offices across Dubai, from Dubai Marina and JLT to Mirdif and Arabian Ranches, filling, sanding and priming every surface before applying premium, low-VOC paints in the finish and colour you choose.",
      "Our four-step approach covers colour consultation, surface preparation and protection, application and a final inspection with touch-ups. We handle feature walls, textured and decorative finishes, ceilings, doors and joinery, and exterior facades with heat-resistant, UV-stable coatings suited to the UAE sun. A typical two-bedroom apartment is repainted in three to five working days, with furniture covered and the home left clean each evening.",
    ],
  },

  // Joinery

  "joinery-solutions": {
    title: "Joinery Solutions in Dubai",
    breadcrumb: "Joinery Solutions",
    metaTitle: "Bespoke Joinery Solutions in Dubai",
    metaDescription:
      "Bespoke joinery made in Dubai: wardrobes, kitchens, wall panelling, doors, reception desks and display units, crafted to measure by our own carpenters.",
    intro: [
      "Joinery is where an interior becomes personal. Our carpenters craft wardrobes, kitchens, wall panelling, doors, vanities, TV units, reception desks and retail displays to measure, for homes and businesses across Dubai. Because our designers and workshop work side by side, every piece is detailed with real construction in mind and fits its space exactly, whether that is a villa in Jumeirah Park or an office in Business Bay.",
      "We work with solid hardwoods, veneered and lacquered MDF, moisture-resistant boards, laminates and metal accents, choosing each for its location and use. Hardware comes from established European brands, and every item is checked in the workshop before installation. Typical lead times are four to six weeks from approved shop drawings, and our own installers fit, adjust and protect each piece until handover.",
    ],
  },

  "wall-cladding": {
    title: "Wall Cladding in Dubai",
    breadcrumb: "Wall Cladding",
    metaTitle: "Interior and Exterior Wall Cladding in Dubai",
    metaDescription:
      "Wall cladding in Dubai in timber, fluted panels, stone, porcelain and WPC: TV walls, feature walls and facades installed cleanly by our skilled joinery teams.",
    intro: [
      "Wall cladding adds texture, warmth and depth to a room in a way paint alone cannot. We design and install cladding for TV walls, bedroom headboard walls, staircases, reception areas and exterior facades across Dubai, with recent projects in Jumeirah Park and Nad Al Sheba. Options include timber slats, fluted MDF, veneered panels, natural and sintered stone, large-format porcelain and weather-resistant WPC.",
      "Good cladding depends on what is behind it, so we install level sub-frames, conceal cables and lighting channels, and plan access panels where services need to stay reachable. Exterior systems are specified for heat, UV and humidity, with developer approval where the facade changes. A single feature wall is usually installed in two to five days, while larger interior or facade packages are programmed over a few weeks.",
    ],
  },

  "custom-made-furniture-dubai": {
    title: "Custom-Made Furniture in Dubai",
    breadcrumb: "Custom Furniture",
    metaTitle: "Custom-Made Furniture in Dubai",
    metaDescription:
      "Custom-made furniture in Dubai: dining tables, sofas, consoles, beds and office desks designed for your space and built to measure in our joinery workshop.",
    intro: [
      "Ready-made furniture rarely fits a Dubai floor plan perfectly, especially in villas with generous proportions or apartments with awkward corners. We design and make furniture to measure: dining tables, consoles, sideboards, beds, sofas, study desks, boardroom tables and reception counters for homes in Palm Jumeirah, Dubai Hills and Downtown, and for offices and hospitality spaces across the city.",
      "Each piece starts with a sketch and a conversation about how it will be used, followed by shop drawings and material samples for your approval. We work in solid oak, walnut and ash, fine veneers, lacquers, stone tops, brass and powder-coated steel, with upholstery in performance fabrics and leathers. Most pieces are delivered and installed within four to eight weeks of sign-off.",
    ],
  },

  "pergola-manufacturer-in-dubai": {
    title: "Pergola Manufacturer in Dubai",
    breadcrumb: "Pergolas",
    metaTitle: "Pergola Design and Manufacturing in Dubai",
    metaDescription:
      "Pergolas made in Dubai in wood, aluminium and retractable systems, from modern and CNC-cut designs to traditional styles, installed with developer approvals.",
    intro: [
      "A well-placed pergola turns a sunny garden, terrace or roof into somewhere you can actually spend the afternoon. We design, manufacture and install pergolas for villas in Arabian Ranches, Dubai Hills, Jumeirah Park and Al Barsha, and for restaurants, hotels and offices that want comfortable outdoor seating. Each structure is sized to the space, the path of the sun and the way you plan to use it.",
      "We build wooden pergolas in treated hardwood, aluminium pergolas with fixed or adjustable louvres, retractable fabric systems, modern minimalist frames, CNC-cut decorative screens and traditional Arabic designs. Integrated lighting, fans, misting and side screens can be added. We prepare drawings for master developer and Dubai Municipality approval where needed, and most pergolas are fabricated and installed within three to five weeks.",
    ],
  },

  "custom-closets-cabinets": {
    title: "Custom Closets and Cabinets in Dubai",
    breadcrumb: "Closets and Cabinets",
    metaTitle: "Custom Closets, Wardrobes and Cabinets in Dubai",
    metaDescription:
      "Custom wardrobes, walk-in closets and cabinets in Dubai, designed around your space and belongings and built to measure with quality hardware and lighting.",
    intro: [
      "Good storage changes how a home feels every morning. We design and build fitted wardrobes, walk-in closets, dressing rooms, linen cupboards, study cabinets and utility storage for villas and apartments across Dubai, from Dubai Marina and JLT to Arabian Ranches and Emirates Hills, planning each interior around what you actually own, from long dresses and kanduras to shoes, bags and luggage.",
      "Our carpenters make every unit to measure from moisture-resistant boards in lacquer, veneer, laminate or glass finishes, with soft-close hinges, full-extension drawers, pull-down rails and integrated LED lighting. Layouts are confirmed in 3D before production, so there are no surprises on installation day. A typical bedroom wardrobe is made and fitted within three to five weeks of approved drawings.",
    ],
  },

  "bed-headboards": {
    title: "Bed Headboards in Dubai",
    breadcrumb: "Bed Headboards",
    metaTitle: "Custom Bed Headboards in Dubai",
    metaDescription:
      "Custom bed headboards made in Dubai: upholstered, panelled, timber and full-wall designs with integrated lighting, side tables and sockets, built to measure.",
    intro: [
      "The headboard is the focal point of a bedroom and sets its tone from the moment you walk in. We design and make headboards for master suites, guest rooms and children's rooms in villas and apartments across Dubai, and for hotel rooms and serviced apartments in Downtown, Business Bay and Jumeirah, ranging from a simple upholstered panel to a full feature wall.",
      "Choose from upholstered designs in velvet, linen, bouclé or leather, with channelled, buttoned or plain finishes; timber or fluted panelling; or combinations with stone and brass details. We can integrate reading lights, USB sockets, floating side tables and concealed LED strips. Each headboard is made to measure in our workshop and installed within three to four weeks of approval.",
    ],
  },

  "wooden-flooring-in-dubai": {
    title: "Wooden Flooring in Dubai",
    breadcrumb: "Wooden Flooring",
    metaTitle: "Wooden Flooring Supply and Installation in Dubai",
    metaDescription:
      "Wooden flooring in Dubai: engineered oak, solid hardwood, parquet and herringbone, supplied and installed with proper moisture control and expert finishing.",
    intro: [
      "Wood brings a warmth underfoot that tiles cannot match, but in the UAE it has to be chosen and installed with care. We supply and install engineered oak, solid hardwood, parquet in herringbone and chevron patterns, and quality laminate and SPC where budgets or wet areas call for them, in villas, apartments and offices across Dubai, from Jumeirah and Palm Jumeirah to Dubai Hills and JLT.",
      "Every installation begins with moisture readings and levelling of the screed, followed by the right underlay or adhesive for the floor type and acclimatisation of the boards on site. We finish with matching skirtings, thresholds and stair nosings, and advise on maintenance so the floor ages well. A typical three-bedroom apartment is completed in five to eight working days.",
    ],
  },

  "exhibition-stand-design": {
    title: "Exhibition Stand Design in Dubai",
    breadcrumb: "Exhibition Stands",
    metaTitle: "Exhibition Stand Design and Build in Dubai",
    metaDescription:
      "Exhibition stand design and build in Dubai for shows at Dubai World Trade Centre and Expo City: custom stands made in our workshop and set up on time.",
    intro: [
      "An exhibition stand has a few seconds to stop a visitor in the aisle, and a few days to earn back its cost. We design and build custom stands for exhibitors at Dubai World Trade Centre, Expo City Dubai and ADNEC in Abu Dhabi, for shows from GITEX and Arab Health to The Big 5 and Gulfood, shaping each stand around the conversations you want to have.",
      "Our team prepares 3D visuals, structural drawings and the documentation that venue organisers require, then builds the stand in our joinery workshop and pre-assembles it for inspection. Graphics, lighting, AV, storage and meeting areas are all coordinated, and our crew handles build-up and dismantling within the venue's strict schedule. Modular elements can be reused for future shows to reduce cost and waste.",
    ],
  },
}

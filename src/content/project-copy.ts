import type { ProjectCopy } from './types'
import type { projectSlugs } from './demoRoutes'

/**
 * Demo copy for the portfolio case studies (one entry per slug in `projectSlugs`).
 * Original wording written for the demo; the company replaces it in the admin.
 */
export const projectCopy: Record<(typeof projectSlugs)[number], ProjectCopy> = {
  "barakat-opticals-jumeirah-park": {
    title: "Barakat Opticals, Jumeirah Park",
    location: "Jumeirah Park, Dubai",
    sector: "retail",
    services: ["Retail interior design", "Shop fit-out", "Display joinery"],
    metaTitle: "Barakat Opticals Store Fit-Out, Jumeirah Park",
    metaDescription:
      "How we designed and fitted out Barakat Opticals in Jumeirah Park: lit frame displays, an eye-testing room and a bright, welcoming neighbourhood store.",
    summary: [
      "Barakat Opticals asked us to create a neighbourhood optical store in Jumeirah Park that would feel welcoming to families while presenting a large frame collection clearly. The unit needed a retail floor, a consultation counter and a private eye-testing room, all within a compact footprint and a short programme agreed with the landlord and the management of the community retail centre.",
      "Our team planned the shop around illuminated wall displays in white lacquer and warm oak, with glass shelves and lockable storage below, and a central island for sunglasses. The eye-testing room was fitted with controlled lighting and the exact distances the equipment requires. Clean porcelain floors, a new ceiling with soft, even lighting and clear branding completed a bright store that staff find easy to work in.",
    ],
  },

  "barakat-optics-al-barsha-south": {
    title: "Barakat Optics, Al Barsha South",
    location: "Al Barsha South, Dubai",
    sector: "retail",
    services: ["Retail interior design", "Shop fit-out", "Lighting design"],
    metaTitle: "Barakat Optics Store Fit-Out, Al Barsha South",
    metaDescription:
      "Barakat Optics in Al Barsha South: an optical store with full-height lit displays, a curved service counter and an examination room, fitted out by our team.",
    summary: [
      "For their branch in Al Barsha South, Barakat wanted a store that shared the character of their Jumeirah Park shop but suited a differently shaped unit. The brief asked for more wall space for eyewear, a comfortable waiting area for customers collecting glasses, and an examination room that meets the practical requirements of a modern optical practice, all delivered within the landlord's fit-out period.",
      "We designed full-height display walls with integrated LED lighting and lockable drawers beneath, a curved reception and payment counter, and soft seating for customers waiting for fittings. Durable porcelain flooring, acoustic ceiling tiles and a neutral palette lifted by the brand colour keep the focus on the frames. The store opened on schedule, giving Barakat a second, consistent home for the brand in a busy residential district.",
    ],
  },

  "brain-game-dubai---escape-rooms": {
    title: "Brain Game Escape Rooms, Dubai",
    location: "Dubai, UAE",
    sector: "sports-and-leisure",
    services: ["Themed interior design", "Leisure fit-out", "Bespoke joinery", "Life safety coordination"],
    metaTitle: "Brain Game Escape Rooms Fit-Out, Dubai",
    metaDescription:
      "Inside Brain Game, Dubai: immersive escape rooms with hidden mechanisms, themed finishes and Civil Defence-ready safety systems, built by our fit-out team.",
    summary: [
      "Brain Game came to us with a set of escape-room stories and an empty commercial unit in Dubai. Each room needed its own immersive world, with hidden mechanisms, concealed doors and controlled lighting, while the venue as a whole had to meet fire and life safety requirements, keep players safe and let game masters monitor every session from a central control point.",
      "Our team built the rooms with acoustic drywall partitions, themed wall finishes, bespoke joinery props and secret compartments, coordinating magnetic locks, sensors, cameras and emergency releases with the game designers. Escape routes, emergency lighting and signage were planned for Dubai Civil Defence approval. The lobby was finished as a bright briefing and waiting area, giving each group a memorable start before they step into the story.",
    ],
  },

  "clenz-beauty-lounge": {
    title: "Clenz Beauty Lounge",
    location: "Dubai, UAE",
    sector: "retail",
    services: ["Salon interior design", "Beauty lounge fit-out", "MEP coordination"],
    metaTitle: "Clenz Beauty Lounge Interior Design and Fit-Out",
    metaDescription:
      "Clenz Beauty Lounge: a calm, indulgent salon with mirrored stations, pedicure seating and private treatment rooms, designed and fitted out by our studio.",
    summary: [
      "Clenz wanted a beauty lounge that felt calm and indulgent from the moment clients walked in, with a clear separation between the social energy of the nail and styling area and the quiet of the treatment rooms. The space also had to work hard for the team, with efficient stations, discreet storage and finishes that stay immaculate under daily cleaning.",
      "We designed a soft palette of blush, cream and brushed gold, with a curved reception desk, upholstered pedicure seating and mirrored stations lit for accurate colour. Plumbing and drainage were planned for the wash and pedicure units, and dedicated extraction serves the nail area. Private treatment rooms received acoustic partitions and dimmable lighting, creating a lounge that clients enjoy returning to.",
    ],
  },

  "damac-hills-apartment-and-balcony-renovation": {
    title: "Damac Hills Apartment and Balcony Renovation",
    location: "Damac Hills, Dubai",
    sector: "residential",
    services: ["Balcony modification", "Apartment renovation", "Waterproofing"],
    metaTitle: "Damac Hills Apartment and Balcony Renovation",
    metaDescription:
      "A Damac Hills apartment refresh with a fully modified balcony: new decking tiles, built-in seating, planters and lighting for outdoor living most of the year.",
    summary: [
      "The owners of this Damac Hills apartment wanted to make far more of their balcony, which looks out across the community's green spaces, and to refresh the interior at the same time. The brief was an outdoor room they could use for breakfast and evening gatherings, connected visually to the living room, with new finishes inside that would feel bright, modern and easy to maintain.",
      "We modified the balcony with fresh waterproofing, porcelain decking tiles laid on pedestals, a built-in bench with weather-resistant cushions, planters, an outdoor-rated feature wall and warm lighting. Inside, we renewed the flooring, painted throughout and updated the joinery to match. Building management approvals were secured before work began, and the apartment now extends comfortably onto the balcony for much of the year.",
    ],
  },

  "damac-hills-apartment-renovation": {
    title: "Damac Hills Apartment Renovation",
    location: "Damac Hills, Dubai",
    sector: "residential",
    services: ["Apartment renovation", "Kitchen and bathroom refit", "Fitted wardrobes"],
    metaTitle: "Damac Hills Apartment Renovation",
    metaDescription:
      "A full Damac Hills apartment renovation: new floors, a handleless kitchen, renewed bathrooms, fitted wardrobes and lighting for a bright, contemporary home.",
    summary: [
      "This apartment in Damac Hills was in good structural order but felt dated, with tired finishes and storage that did not suit the family living there. The owners asked for a full interior renovation that would brighten the rooms, improve the kitchen and bathrooms, and add built-in storage, all completed within a tight programme so they could move back in quickly.",
      "Our team replaced the flooring with large-format porcelain in the living areas and engineered oak in the bedrooms, refitted the kitchen with handleless cabinets and quartz worktops, and renewed both bathrooms with new sanitaryware and tiling. Fitted wardrobes and a TV wall were built in our workshop. Fresh paint, new lighting and careful snagging delivered a calm, contemporary home ready for everyday family life.",
    ],
  },

  "greens-apartment-kitchen-renovation": {
    title: "The Greens Apartment Kitchen Renovation",
    location: "The Greens, Dubai",
    sector: "residential",
    services: ["Kitchen renovation", "Custom cabinetry", "Plumbing and electrical works"],
    metaTitle: "The Greens Apartment Kitchen Renovation",
    metaDescription:
      "A compact kitchen in The Greens reworked with made-to-measure cabinets, quartz worktops, integrated appliances and LED lighting for an open, practical space.",
    summary: [
      "The owner of this apartment in The Greens loved the community but found the original kitchen closed, dark and short on storage. The brief was a brighter, more practical kitchen that two people could use at once and that would connect better to the living area, renovated within the building's working-hour rules and with as little disruption to neighbours as possible.",
      "We removed the old cabinetry and tiling, reworked plumbing and electrical points, and installed new made-to-measure units with tall pantry storage, soft-close drawers and a quartz worktop with a matching splashback. Integrated appliances and under-cabinet LED lighting keep the look clean and uncluttered. The renovation was completed within a few weeks, and the kitchen now feels open, organised and a pleasure to cook in.",
    ],
  },

  "irmg-office-jlt-dubai": {
    title: "IRMG Office, JLT",
    location: "Jumeirah Lake Towers, Dubai",
    sector: "commercial",
    services: ["Office fit-out", "Glass partitions", "Flooring and ceilings", "Approvals"],
    metaTitle: "IRMG Office Fit-Out in JLT, Delivered in 45 Days",
    metaDescription:
      "A restaurant group's head office in JLT, fitted out in 45 days with glass partitions, parquet, 90x90 cm tiles and drywall, from approvals to handover.",
    summary: [
      "IRMG, a restaurant group operating several brands, needed a head office in Jumeirah Lake Towers that reflected its hospitality roots and could be ready fast. The requirements included an open-plan workspace, private offices for management, a meeting room, a pantry and a reception, all planned around the existing building services and delivered on a programme of just 45 days.",
      "Our team built drywall partitions with 10 mm tempered glass fronts, sliding and swing glass doors, and new ceilings and lighting. Floors combine warm parquet in the offices with 90x90 cm ceramic tiles in circulation and pantry areas, and walls were finished in durable, washable paint. Approvals, construction and snagging were run in parallel, and the office was handed over complete within the 45 days agreed.",
    ],
  },

  "jumeirah-beach-residence-apartment-renovation": {
    title: "JBR Apartment Renovation",
    location: "Jumeirah Beach Residence, Dubai",
    sector: "residential",
    services: ["Apartment renovation", "Kitchen refit", "Bathroom renovation"],
    metaTitle: "JBR Apartment Renovation, Jumeirah Beach Residence",
    metaDescription:
      "A JBR apartment renovated with a light coastal palette, a new kitchen, refreshed bathrooms and fitted wardrobes, ready for family visits or future rental.",
    summary: [
      "Set in one of Dubai's most popular beachfront communities, this Jumeirah Beach Residence apartment had sea views but interiors that had not been updated in years. The owners wanted a fresh, coastal-inspired home that would suit both family visits and future rental, with a better kitchen, refreshed bathrooms and finishes that could handle sand, sun and humidity.",
      "We introduced a light palette of oak-effect flooring, off-white walls and textured linen tones, refitted the kitchen with matt cabinets and stone-effect worktops, and renewed the bathrooms with new tiles and wall-hung vanities. Fitted wardrobes and improved lighting completed the rooms. Working closely with building management on access and timings, our team delivered an apartment that feels relaxed, bright and ready to enjoy.",
    ],
  },

  "jumeirah-park-wall-cladding-services": {
    title: "Jumeirah Park TV Wall Cladding",
    location: "Jumeirah Park, Dubai",
    sector: "residential",
    services: ["Wall cladding", "TV wall design", "Concealed lighting"],
    metaTitle: "TV Wall Cladding for a Jumeirah Park Villa",
    metaDescription:
      "A full-height fluted timber TV wall for a Jumeirah Park villa, with a recessed screen niche, concealed cabling and LED lighting, installed in a few days.",
    summary: [
      "The owners of this Jumeirah Park villa wanted their family room to have a focal point that felt more considered than a television on a painted wall. The brief was a full-height clad TV wall that would hide cables and equipment, add warmth and texture to the room, and tie together the existing flooring, furniture and lighting.",
      "We designed a composition of vertical fluted panels in a warm timber veneer, framed around a recessed niche for the screen and finished with concealed LED lighting. A level sub-frame behind the panels carries the cabling, with a discreet access panel for the media equipment. Made in our workshop and installed in a few days, the wall has become the natural centre of the room.",
    ],
  },

  "just-padel-marina-mall-abu-dhabi": {
    title: "Just Padel, Marina Mall Abu Dhabi",
    location: "Marina Mall, Abu Dhabi",
    sector: "sports-and-leisure",
    services: ["Padel court installation", "Venue fit-out", "Sports lighting"],
    metaTitle: "Just Padel Courts, Marina Mall Abu Dhabi",
    metaDescription:
      "Padel courts and player facilities at Marina Mall, Abu Dhabi for Just Padel: glass-walled courts, glare-free lighting, a reception counter and lockers.",
    summary: [
      "Just Padel asked us to help bring padel to Marina Mall in Abu Dhabi, creating courts and player facilities within a busy retail destination. The venue needed to meet the standards of regular players and newcomers alike, with good sightlines for spectators, a welcoming reception and a construction programme that respected the mall's operating hours and landlord requirements.",
      "Our team prepared the site and coordinated the installation of the courts, with level bases, glass walls and artificial turf, together with lighting designed to avoid glare. Around the courts we fitted out a reception and pro-shop counter, seating and lockers in robust finishes. Works were sequenced around mall operations, and the venue opened as a lively new meeting point for the city's padel community.",
    ],
  },

  "just-padel-yas-village-abu-dhabi": {
    title: "Just Padel, Yas Village Abu Dhabi",
    location: "Yas Island, Abu Dhabi",
    sector: "sports-and-leisure",
    services: ["Padel court installation", "Venue fit-out", "Floodlighting"],
    metaTitle: "Just Padel Courts, Yas Village Abu Dhabi",
    metaDescription:
      "Just Padel at Yas Village, Abu Dhabi: glass-walled courts, floodlighting, a shaded lounge and durable player facilities designed for the UAE climate.",
    summary: [
      "For the Just Padel venue at Yas Village on Yas Island, the brief was a set of courts and player facilities that would feel at home in a relaxed residential and leisure community. The design had to cope with Abu Dhabi's summer heat and humidity, give players shade and comfortable places to rest between games, and be straightforward for the operator to maintain.",
      "We prepared the ground and coordinated the court installation with reinforced bases, tempered glass panels, steel mesh and sand-filled turf, adding floodlighting for evening play. A shaded lounge area, reception counter and storage were built with weather-resistant materials and easy-clean surfaces. The project was delivered in phases to suit the operator's opening plans, giving Yas Village a well-used home for its growing padel community.",
    ],
  },

  "konz-republik-the-ripe-market": {
    title: "Konz Republik, The Ripe Market",
    location: "The Ripe Market, Dubai",
    sector: "retail",
    services: ["Market stand design", "Bespoke joinery", "Branding installation"],
    metaTitle: "Konz Republik Market Stand, The Ripe Market",
    metaDescription:
      "A compact timber-clad market stand for Konz Republik at The Ripe Market, pre-built in our workshop for quick set-up and easy weekend trading.",
    summary: [
      "Konz Republik needed a stand at The Ripe Market, one of Dubai's best-known outdoor markets, that would attract passers-by, showcase its products and be simple for the team to operate through busy weekend trading. The structure had to suit an outdoor setting, follow the market's guidelines and be assembled and secured quickly within the organisers' tight set-up windows.",
      "We designed a compact stand with a timber-clad serving counter, a branded fascia, open display shelving and concealed storage beneath, finished in weather-resistant coatings. Built and pre-assembled in our joinery workshop, it was delivered to site in sections and installed with minimal work on site. The result gives Konz Republik a warm, recognisable presence among the market stalls and a practical space to serve customers.",
    ],
  },

  "modern-villa-design-and-renovation-jumeirah-park": {
    title: "Modern Villa Renovation, Jumeirah Park",
    location: "Jumeirah Park, Dubai",
    sector: "residential",
    services: ["Villa interior design", "Villa renovation", "Bespoke joinery"],
    metaTitle: "Modern Villa Design and Renovation, Jumeirah Park",
    metaDescription:
      "A Jumeirah Park villa transformed into a modern family home: open-plan ground floor, entertaining kitchen, new bathrooms and bespoke joinery throughout.",
    summary: [
      "The owners of this Jumeirah Park villa asked us to transform a traditional interior into a bright, modern family home. They wanted a more open ground floor, a kitchen designed for entertaining, contemporary bathrooms and a calm, cohesive palette running through every room, delivered by one team that could manage design, developer approvals and construction without them coordinating separate contractors.",
      "Our team reconfigured the ground floor to connect the living, dining and kitchen spaces, laid large-format porcelain flooring, and designed a kitchen with a generous island and quartz surfaces. Bathrooms were rebuilt with walk-in showers and concealed fittings, while bespoke wardrobes, wall cladding and a new staircase balustrade were made in our workshop. The finished villa feels light, spacious and personal, with an easy flow between rooms.",
    ],
  },

  "motor-city-hmc-clinic": {
    title: "HMC Clinic, Motor City",
    location: "Motor City, Dubai",
    sector: "healthcare",
    services: ["Healthcare interior design", "Clinic fit-out", "MEP coordination"],
    metaTitle: "HMC Medical Clinic Fit-Out, Motor City",
    metaDescription:
      "HMC Clinic in Motor City: a medical fit-out planned for DHA licensing, with a calm reception, hygienic treatment rooms and easy-clean finishes throughout.",
    summary: [
      "HMC asked us to fit out a medical clinic in Motor City that would serve the surrounding residential community with a welcoming, professional environment. The brief covered a reception and waiting area, consultation and treatment rooms, a minor procedures room and staff facilities, planned to meet Dubai Health Authority licensing requirements and ready to open on the operator's target date.",
      "We planned a clear patient journey from reception to consultation, with hand-wash stations and clinical storage in every treatment room. Finishes include seamless vinyl flooring with coved skirtings, impact-resistant wall protection and easy-clean solid-surface counters, set against a calm palette of soft whites and muted blue. MEP services and Dubai Civil Defence requirements were fully coordinated, and the clinic was handed over ready for its licensing inspection.",
    ],
  },

  "occidental-hotel-bathroom-renovation-sharjah": {
    title: "Occidental Hotel Washroom Renovation, Sharjah",
    location: "Sharjah, UAE",
    sector: "hospitality",
    services: ["Washroom renovation", "Waterproofing", "Sanitaryware upgrade"],
    metaTitle: "Occidental Hotel Washroom Renovation, Sharjah",
    metaDescription:
      "Hotel washrooms in Sharjah renovated with new waterproofing, porcelain tiling, sensor taps and better ventilation, phased to keep the hotel running.",
    summary: [
      "The Occidental hotel in Sharjah asked us to renovate its washrooms, which had become tired and difficult to keep looking fresh under heavy daily use. The brief was to modernise the spaces, improve ventilation and lighting, and upgrade fixtures to a standard that matched the hotel's guest experience, while keeping disruption to guests and hotel operations to a minimum.",
      "Our team stripped the washrooms back to the substrate, renewed the waterproofing and laid new large-format porcelain to floors and walls. We installed wall-hung WCs with concealed cisterns, sensor taps, stone-effect vanity counters, back-lit mirrors and improved extraction. Works were phased area by area so facilities remained available, and the hotel now has washrooms that are brighter, more hygienic and much easier for housekeeping to maintain.",
    ],
  },

  "office-in-hds-tower": {
    title: "Office Fit-Out, HDS Tower",
    location: "Jumeirah Lake Towers, Dubai",
    sector: "commercial",
    services: ["Office fit-out", "Glass partitions", "Pantry joinery"],
    metaTitle: "Office Fit-Out in HDS Tower, JLT",
    metaDescription:
      "An office fit-out in HDS Tower, JLT: glass partitions, LED ceilings, a branded reception and a compact pantry, delivered on time and within budget.",
    summary: [
      "A growing company leasing space in HDS Tower, Jumeirah Lake Towers, asked us to turn a plain office unit into a workplace that would support its team and impress visiting clients. The brief called for an open work area, a manager's office, a meeting room and a small pantry, all fitted out within the building's rules and a modest, fixed budget.",
      "We used glass-fronted drywall partitions to bring daylight deep into the plan, new suspended ceilings with LED panels, and hard-wearing carpet tiles in the work areas. The pantry was fitted with compact joinery and a quartz counter, and the reception wall was finished with the company's branding. Building management approvals were secured early, and the office was delivered on time and within the agreed budget.",
    ],
  },

  "office-private-landlord": {
    title: "Office Renovation for a Private Landlord",
    location: "Dubai, UAE",
    sector: "commercial",
    services: ["Office renovation", "Ceilings and lighting", "Painting"],
    metaTitle: "Office Renovation for a Private Landlord, Dubai",
    metaDescription:
      "A vacant Dubai office renovated for a private landlord with new ceilings, LED lighting, neutral finishes and a meeting room, ready to let quickly.",
    summary: [
      "A private landlord asked us to renovate a vacant office unit in Dubai so that it could be let quickly and at a better rent. The brief was a clean, flexible space that would appeal to a wide range of tenants, with updated finishes, improved lighting and a layout that a new occupier could adapt without major work or cost.",
      "Our team removed outdated partitions and ceilings, repaired and repainted the walls, and installed a new grid ceiling with energy-efficient LED lighting. Neutral, durable flooring, a refreshed pantry and a single glass-fronted meeting room give the unit a modern, move-in-ready feel. The work was completed on a short programme, allowing the landlord to market the office sooner with photographs of the finished space.",
    ],
  },

  "just-padel-kite-beach-jumeriah": {
    title: "Just Padel, Kite Beach Jumeirah",
    location: "Kite Beach, Jumeirah, Dubai",
    sector: "sports-and-leisure",
    services: ["Padel court installation", "Venue fit-out", "Coastal-grade finishes"],
    metaTitle: "Just Padel Courts, Kite Beach Jumeirah",
    metaDescription:
      "Just Padel at Kite Beach, Jumeirah: beachfront padel courts with corrosion-resistant details, glare-controlled floodlights and welcoming player facilities.",
    summary: [
      "For the Just Padel venue at Kite Beach, one of Dubai's favourite spots for outdoor sport, the brief was to create courts and facilities that suit the relaxed beach setting while standing up to sea air, sand and strong sun. Players needed good lighting for evening games, shaded areas to rest between matches, and a clear welcome and booking point.",
      "We coordinated the installation of the courts on reinforced, level bases with tempered glass walls and sand-filled turf, and specified corrosion-resistant fixings and finishes suited to the coastal environment. Floodlighting was positioned to limit glare for players and neighbours alike. A reception counter, seating and storage were built in durable, easy-clean materials, giving the beachfront venue a polished, welcoming feel.",
    ],
  },

  "padel-park-dubai": {
    title: "Padel Park Dubai",
    location: "Dubai, UAE",
    sector: "sports-and-leisure",
    services: ["Padel court installation", "Clubhouse fit-out", "LED floodlighting"],
    metaTitle: "Padel Park Dubai: Courts and Clubhouse Fit-Out",
    metaDescription:
      "Padel Park Dubai: competition-standard padel courts with LED floodlighting, plus a social lounge and reception built to handle intensive daily use.",
    summary: [
      "Padel Park asked us to help create a padel venue in Dubai with courts built to competition standards and a social space where players could gather before and after games. The operator wanted facilities that would feel inviting to beginners and serious players alike, be efficient to run day to day and stand up to intensive use from early morning until late evening.",
      "Our team prepared the site and coordinated the court installation, with level concrete bases, tempered glass walls, steel mesh and artificial turf, plus LED floodlighting. We fitted out a reception and lounge area with robust joinery, comfortable seating and easy-clean finishes. The result is a practical, good-looking venue that gives the city's padel community another place to play, meet and watch.",
    ],
  },

  "spring-5-villa-renovation": {
    title: "Spring 5 Villa Renovation",
    location: "The Springs, Dubai",
    sector: "residential",
    services: ["Villa renovation", "Kitchen renovation", "Bathroom renovation"],
    metaTitle: "Spring 5 Villa Renovation, The Springs",
    metaDescription:
      "A Springs 5 villa renovation that opened up the ground floor and added a kitchen island, modern bathrooms and fitted wardrobes for a growing family.",
    summary: [
      "This villa in Springs 5 had served its owners well for years, but its interiors felt dark and the layout no longer suited a growing family. They asked us for a renovation that would open up the ground floor, bring in more light, and upgrade the kitchen and bathrooms, while keeping the character that first drew them to The Springs.",
      "With developer approval, we removed a non-structural wall between the kitchen and living room and installed a new kitchen with an island, quartz worktops and full-height storage. Porcelain flooring now runs through the ground floor, the bathrooms were rebuilt with modern fittings, and the bedrooms received fitted wardrobes. Fresh paint and layered lighting complete a villa that feels brighter, more connected and ready for family life.",
    ],
  },

  "villa-renovation-mudon": {
    title: "Villa Renovation, Mudon",
    location: "Mudon, Dubai",
    sector: "residential",
    services: ["Villa renovation", "Interior design", "Custom joinery"],
    metaTitle: "Villa Renovation in Mudon, Dubai",
    metaDescription:
      "A Mudon villa renovated with a warm modern palette, new kitchen and bathrooms, a TV wall and bespoke wardrobes, delivered by one design and build team.",
    summary: [
      "The owners of this Mudon villa wanted a home that felt more personal and more practical than the original developer finish. The brief covered the kitchen, bathrooms, flooring, storage and living spaces, with a warm, modern palette throughout, and came with a clear requirement: a single team that could design, obtain approvals and build without the owners having to coordinate anyone.",
      "Our designers developed a scheme of warm greige walls, oak-effect flooring and textured stone, and our site team rebuilt the kitchen with handleless cabinetry and a breakfast bar. Bathrooms were retiled with walk-in showers, and fitted wardrobes, a TV wall and a staircase refresh were made in our workshop. Energy-efficient LED lighting runs throughout, and the owners moved back in on schedule.",
    ],
  },

  "wall-cladding-services-nad-al-sheba": {
    title: "Wall Cladding, Nad Al Sheba",
    location: "Nad Al Sheba, Dubai",
    sector: "residential",
    services: ["Wall cladding", "Feature wall joinery", "Concealed lighting"],
    metaTitle: "Villa Feature Wall Cladding, Nad Al Sheba",
    metaDescription:
      "Feature wall cladding for a Nad Al Sheba villa: timber-look slats and stone-effect panels with concealed cabling and LED lighting. Watch the project video.",
    summary: [
      "In this Nad Al Sheba villa, the owners wanted to give a generous living space a feature that matched its scale. The brief was a bold wall cladding design that would add warmth and texture, frame the television and seating area and integrate lighting, while remaining easy to maintain and in keeping with the villa's contemporary architecture.",
      "We designed a combination of timber-look slatted panels and smooth stone-effect surfaces, mounted on a precisely levelled sub-frame that conceals cabling and LED strips. The panels were cut and finished in our workshop before installation, keeping time on site short and clean. The finished wall gives the room a strong focal point, and the video on this page shows the detail and finish up close.",
    ],
  },

  "villa-tv-lounge-al-wasl": {
    title: "Villa TV Lounge, Al Wasl",
    location: "Al Wasl, Dubai",
    sector: "residential",
    services: ["TV lounge design", "Media wall joinery", "Lighting design"],
    metaTitle: "Villa TV Lounge Design, Al Wasl",
    metaDescription:
      "An Al Wasl villa room turned into a cosy TV lounge with a walnut media wall, acoustic panels and dimmable lighting for relaxed family film nights.",
    summary: [
      "The owners of this Al Wasl villa wanted to turn an underused room into a comfortable TV lounge where the family could watch films, play games and relax together. The brief asked for a warm, cinema-like mood, concealed storage for consoles and equipment, good acoustics, and a design that felt connected to the rest of the home.",
      "We designed a full-width media wall in walnut veneer with a recessed screen niche, closed cabinets and open display shelves, framed by concealed LED lighting. Acoustic fabric panels and a deep-pile rug soften sound, and a dimmable lighting scheme lets the room shift from bright family afternoons to dark film nights. Built in our joinery workshop and installed quickly, the lounge is now one of the family's favourite rooms.",
    ],
  },

  "makani-restaurant-sharjah": {
    title: "Makani Restaurant, Sharjah",
    location: "Sharjah, UAE",
    sector: "hospitality",
    services: ["Restaurant interior design", "Restaurant fit-out", "Approvals"],
    metaTitle: "Makani Restaurant Interior Fit-Out, Sharjah",
    metaDescription:
      "Makani Restaurant in Sharjah: a warm dining room with booths, pendant lighting and patterned tiles, plus a food-safe back-of-house, fitted out by our team.",
    summary: [
      "Makani asked us to create a restaurant in Sharjah that would welcome families and groups with a warm, contemporary take on regional hospitality. The brief covered the dining room, a service counter and the back-of-house areas, with a layout flexible enough for busy weekend evenings and quieter weekday lunches, and finishes that would remain inviting under constant use.",
      "Our team designed a dining room of timber, natural stone tones and patterned tiles, with a mix of booths and loose tables, pendant lighting and a feature wall that anchors the space. Kitchen and service areas were fitted with easy-clean, food-safe surfaces and coordinated extraction and drainage. We prepared the Sharjah Municipality and civil defence submissions, and the restaurant opened as a comfortable, characterful place to dine.",
    ],
  },

  "medical-clinic-detki": {
    title: "Detki Medical Clinic",
    location: "Dubai, UAE",
    sector: "healthcare",
    services: ["Healthcare interior design", "Clinic fit-out", "Authority approvals"],
    metaTitle: "Detki Medical Clinic Interior Fit-Out",
    metaDescription:
      "Detki Medical Clinic: a friendly, hygienic clinic fit-out in Dubai with seamless floors, solid-surface counters and a calm, family-friendly waiting area.",
    summary: [
      "Detki needed a medical clinic in Dubai that would reassure patients from the moment they arrived and give clinicians efficient, well-equipped rooms to work in. The brief included reception and a waiting area that feels friendly to families and children, consultation and treatment rooms, and staff areas, all planned around Dubai Health Authority requirements within a compact unit.",
      "Our team planned a clear circulation route, with treatment rooms grouped around clinical support spaces and hand-wash stations. Seamless vinyl flooring, washable paints, wall protection and solid-surface counters make cleaning simple, while soft colours, rounded joinery and warm lighting keep the atmosphere friendly. We coordinated MEP and Dubai Civil Defence requirements, handing over a clinic ready for inspection and comfortable for patients of every age.",
    ],
  },

  "quintica-office-renovation": {
    title: "Quintica Office Renovation",
    location: "Dubai, UAE",
    sector: "commercial",
    services: ["Office renovation", "Space planning", "Acoustic treatment", "Reception joinery"],
    metaTitle: "Quintica Office Renovation, Dubai",
    metaDescription:
      "Quintica's Dubai office renovated with open desks, glass meeting rooms, focus booths, acoustic ceilings and a branded reception, phased around the team.",
    summary: [
      "Quintica asked us to renovate its Dubai office to better support a team that had grown and changed the way it works. The brief was a brighter, more collaborative workplace with a mix of open desks, focus rooms and meeting spaces, improved acoustics and a reception that clearly expressed the brand, delivered while keeping disruption to the business as low as possible.",
      "We replanned the floor to place open workstations along the windows, with glass-fronted meeting rooms and small focus booths, and added acoustic ceiling panels and carpet tiles to control noise. New LED lighting, power and data were coordinated with the IT team, and a branded reception and refreshed pantry were built by our own joiners. Phased works allowed the team to keep working throughout the renovation.",
    ],
  },

  "ceylon-and-boracay-restaurant-fz-llc": {
    title: "Ceylon and Boracay Restaurant",
    location: "Dubai, UAE",
    sector: "hospitality",
    services: ["Restaurant interior design", "Restaurant fit-out", "Kitchen coordination"],
    metaTitle: "Ceylon and Boracay Restaurant Interior Fit-Out",
    metaDescription:
      "Ceylon and Boracay restaurant: rattan, timber, tropical greenery and patterned tiles create a relaxed dining room, designed and fitted out by our team.",
    summary: [
      "Ceylon and Boracay takes its name from two island destinations, Sri Lanka and the Philippines, and the owners wanted an interior that would reflect both with warmth and a sense of island hospitality. The brief covered the dining room, service counter and kitchen areas, asking for an atmosphere that feels relaxed and colourful without becoming themed, and finishes robust enough for a busy restaurant.",
      "Our team designed a dining room with rattan and timber details, tropical greenery, patterned tiles and warm pendant lighting, balanced by neutral walls and durable flooring. Seating mixes banquettes and loose tables for families and groups. Back-of-house areas were fitted with food-safe, easy-clean surfaces and coordinated extraction, and approvals were managed by our team, allowing the restaurant to open on its planned date.",
    ],
  },

  "arabella-2-mudon-villa-renovation": {
    title: "Arabella 2 Villa Renovation, Mudon",
    location: "Arabella 2, Mudon, Dubai",
    sector: "residential",
    services: ["Villa renovation", "Kitchen renovation", "Custom storage"],
    metaTitle: "Arabella 2 Villa Renovation, Mudon",
    metaDescription:
      "An Arabella 2 townhouse in Mudon renovated with a lacquered kitchen and quartz island, new bathrooms, oak floors and bespoke storage throughout.",
    summary: [
      "This townhouse villa in Arabella 2, part of the Mudon community, had a layout the owners liked but finishes that felt standard and storage that fell short. They asked for a renovation that would make the home feel more refined and more practical, with a new kitchen, upgraded bathrooms and better use of the staircase and landing areas.",
      "We designed a kitchen in matt lacquer with a quartz island, rebuilt the bathrooms with large-format tiles and frameless glass, and added fitted wardrobes and under-stair storage made in our joinery workshop. Engineered oak flooring upstairs and porcelain downstairs unify the home, while warm, layered lighting adds depth in the evening. The result is a villa that feels bespoke, calm and built around the family.",
    ],
  },
}

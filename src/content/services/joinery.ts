import type { ServiceCopy } from '../types'

/**
 * Demo body copy for the service pages of the 'Joinery' group.
 * Original wording written for the demo; the company replaces it in the admin.
 */
export const joineryCopy: Record<string, ServiceCopy> = {
  "joinery-solutions": {
    tagline: "Made to measure in our Al Quoz workshop, fitted by the people who built it.",
    introHeading: "Bespoke joinery drawn, built and fitted by one team",
    sections: [
      {
        heading: "Inside our Al Quoz workshop",
        paragraphs: [
          "Our joinery is produced in our own workshop in Al Quoz, not passed to a supplier we have never met. The team works in natural veneers, solid oak and walnut, MDF finished in spray lacquer, and high-pressure laminate for hard-working surfaces. A CNC router cuts panels, fluting, grooves and decorative screens to fine tolerances, so repeated elements match across a whole villa or office floor. Clients are welcome to visit, see their pieces mid-production and approve veneer leaves and lacquer samples in person.",
        ],
        bullets: [
          "Natural veneers in oak, walnut and ash, book-matched on request",
          "Solid oak and walnut for tops, frames, handles and exposed edges",
          "MDF in matt, satin or high-gloss lacquer in any RAL or NCS colour",
          "HPL for reception counters, pantries and other high-traffic surfaces",
          "CNC cutting for fluted panels, screens, inlays and precise joints",
        ],
      },
      {
        heading: "Joinery built for Dubai conditions",
        paragraphs: [
          "Timber moves with humidity, and a Dubai home shifts between air-conditioned rooms at 22°C and humid summer air whenever a terrace door opens in Dubai Marina or a garden door in Arabian Ranches. We specify moisture-resistant cores for kitchens, vanities and laundry rooms, seal every edge and back face, and leave allowances that keep doors aligned long after handover. For offices in DIFC and Business Bay we supply fire-rated boards where Dubai Civil Defence requires them. Residential joinery typically costs from AED 1,200 to 3,500 per linear metre, priced item by item.",
        ],
      },
    ],
    gallery: [
      "Walnut veneered TV wall with concealed storage and bronze mirror inserts in a Jumeirah Park villa",
      "Lacquered MDF kitchen in soft grey with solid oak open shelving in a Dubai Hills home",
      "CNC router cutting fluted oak panels on the workshop floor in Al Quoz",
      "Reception desk in white HPL and oak slats at a Business Bay office",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We measure the space on site, talk through how each piece will be used day to day, and agree materials, finishes and a budget per item before any drawing is produced.",
      },
      {
        title: "Provide Solution",
        text: "Our draughtsmen prepare detailed shop drawings and 3D views, and we present physical samples of veneer, lacquer and hardware for your sign-off before the workshop begins cutting.",
      },
      {
        title: "Deliver Perfection",
        text: "Each item is made and dry-assembled in Al Quoz, checked against the drawings, then installed, adjusted and protected by our own fitters until the final walk-through at handover.",
      },
    ],
    faq: [
      {
        question: "Can you match new joinery to existing furniture or doors in my home?",
        answer:
          "Usually, yes. We take a sample or photograph the piece in natural light, then prepare veneer and lacquer samples until the match is right, including grain direction, sheen level and edge details. Exact matches to very old or discontinued finishes are not always possible, so we show you the closest options before production and let you decide.",
      },
      {
        question: "Do you supply joinery when another contractor handles the fit-out?",
        answer:
          "Yes. Many of our joinery packages go to fit-out contractors, architects and homeowners working with their own builders. We coordinate wall backing, electrical points and ceiling levels with the main contractor, share shop drawings for their review and agree installation dates that suit their programme on site.",
      },
      {
        question: "What hardware do you use in cabinets and wardrobes?",
        answer:
          "We fit hinges, runners and lift systems from established European manufacturers such as Blum, Hettich and Häfele, chosen for the weight and use of each door or drawer. Handles and pulls can be selected from our samples or supplied by you, and we keep a record of every fitting for after-sales service.",
      },
      {
        question: "Is there a warranty on your joinery?",
        answer:
          "Every piece carries our one-year workmanship warranty from handover, covering alignment, finish defects and installation. During that year we return to adjust hinges and drawers as the timber settles, at no cost. Hardware is also covered by each manufacturer's own guarantee, which for quality hinges and runners is often considerably longer.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Planning bespoke joinery for your space?",
      text: "Book a free consultation and one of our designers will visit, measure and talk through materials, finishes and budget, with an invitation to see work in progress at our Al Quoz workshop.",
    },
  },

  "wall-cladding": {
    tagline: "Timber, stone and fluted panels that give plain walls texture, depth and warmth.",
    introHeading: "Feature walls with texture you can see and feel",
    sections: [
      {
        heading: "Choosing the right cladding for each room",
        paragraphs: [
          "Each material behaves differently, so we match it to the room rather than to a trend. Oak and walnut veneered slats suit living rooms and majlis spaces in Emirates Hills or Al Barsha, where warmth matters most. Fluted MDF in lacquer works well in bedrooms in JVC or Dubai Marina, where a colour can be matched exactly. Sintered stone and large porcelain slabs belong in entrance halls and around fireplaces, while HPL-faced panels resist the knocks of office corridors in Business Bay and retail back walls in Dubai Design District. Indicative installed prices, before lighting and electrical work:",
        ],
        bullets: [
          "Fluted or lacquered MDF: from AED 25 to 45 per sq ft",
          "Oak or walnut veneered slats: from AED 45 to 95 per sq ft",
          "Sintered stone and porcelain slabs: from AED 70 to 180 per sq ft",
          "Exterior WPC and aluminium systems: from AED 40 to 110 per sq ft",
        ],
      },
      {
        heading: "Cladding and painting, planned together",
        paragraphs: [
          "A clad wall rarely stands alone: the walls and ceiling around it decide how it reads. That is why we often pair cladding with painting, so adjoining surfaces are prepared, primed and finished in colours chosen alongside the veneer or lacquer sample. A warm oak slat wall may sit beside a soft limewash, while a dark fluted panel can be framed by a deeper matt tone. Running both trades in one programme also means one set of floor protection, one clean-up and no trade damaging the other's finished work.",
        ],
        link: { label: "See our painting services", href: "/painting-services" },
      },
    ],
    gallery: [
      "Oak slatted TV wall with concealed LED strip in a Jumeirah Park villa living room",
      "Fluted sage green lacquered panels behind a bed in a Dubai Marina apartment",
      "Sintered stone cladding around a linear gas fireplace in an Emirates Hills majlis",
      "Exterior WPC cladding on a contemporary villa facade in Nad Al Sheba at dusk",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We visit the room, look at the wall in daylight and evening light, check for hidden pipes and cables, and agree material, pattern and the role of any integrated lighting.",
      },
      {
        title: "Provide Solution",
        text: "You receive an elevation drawing showing slat spacing, joints, sockets and access panels, with physical samples of each finish, so layout and colour are settled before anything is cut.",
      },
      {
        title: "Deliver Perfection",
        text: "Panels are cut on our CNC router in Al Quoz and finished in the workshop, then installed over a levelled frame, with edges, trims and lighting checked before we hand over.",
      },
    ],
    faq: [
      {
        question: "Will cladding damage my walls if I want to remove it later?",
        answer:
          "Most interior cladding is fixed to a timber or aluminium sub-frame rather than glued across the whole wall, so removal leaves only fixing holes that are filled and repainted. This matters in rented apartments, and we explain the reinstatement work in advance so you can agree it with your landlord before installation.",
      },
      {
        question: "Do I need approval to clad a wall in my home?",
        answer:
          "Interior cladding in an apartment usually needs a building management NOC, especially where works involve noise or electrical changes. Inside a villa a permit is rarely needed, but exterior cladding that changes the facade requires master developer approval in communities such as Dubai Hills, Arabian Ranches or Jumeirah Park. We prepare the drawings for either.",
      },
      {
        question: "Can you hide a TV and its cables within a cladding wall?",
        answer:
          "Yes. We plan a recessed or flush TV position with the bracket fixed to structural backing, and run HDMI and power through concealed conduits to a cabinet or hidden access panel. Sockets sit behind the screen, and we leave space for ventilation so soundbars and media boxes do not overheat.",
      },
      {
        question: "How do I clean and maintain timber or fluted cladding?",
        answer:
          "Dust slatted and fluted walls weekly with a soft brush attachment, as Dubai's fine sand settles in the grooves. Wipe lacquered panels with a damp microfibre cloth and mild soap, avoiding ammonia or solvent cleaners. Oiled timber benefits from a maintenance coat every year or two, and exterior WPC needs only a rinse and an occasional gentle scrub.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Thinking about a feature wall?",
      text: "Book a free consultation and our team will visit, measure the wall and bring finish samples, so you can compare timber, fluted and stone options in your own light before deciding.",
    },
  },

  "custom-made-furniture-dubai": {
    tagline: "Tables, sofas and desks designed for your rooms and made to measure in Dubai.",
    introHeading: "Furniture made for the room it will live in",
    sections: [
      {
        heading: "Designed around proportion and daily use",
        paragraphs: [
          "A dining table in a Palm Jumeirah villa may need to seat fourteen during Ramadan without dwarfing the room on an ordinary weeknight; a study desk in a JLT apartment may need to disappear into a 1.3-metre alcove. We start from the dimensions and habits of the household: how many people sit down together, where the cables run, which pieces must move when family visits. Proportions are then checked with taped outlines or simple full-size mock-ups on site, so scale is confirmed before any timber is cut.",
        ],
        bullets: [
          "Dining tables in solid oak or walnut, with extension leaves where space allows",
          "Sideboards and consoles in veneer with CNC-cut fronts and stone tops",
          "Beds with storage bases and integrated headboards",
          "Boardroom tables with concealed power and data boxes",
          "Reception counters in HPL and timber for heavy daily wear",
        ],
      },
      {
        heading: "Materials that cope with the Gulf climate",
        paragraphs: [
          "Solid timber in the UAE must be properly kiln-dried and given time to acclimatise, otherwise tabletops crack or cup within the first summer. Our Al Quoz workshop stores boards in conditioned space before machining, builds wide tops with room for movement and finishes them in hard-wearing lacquer or oil. Terrace pieces are kept to teak, powder-coated aluminium and UV-stable fabrics. As a guide, a solid walnut dining table for eight ranges from AED 14,000 to 28,000, and a veneered sideboard starts at around AED 7,500.",
        ],
      },
    ],
    gallery: [
      "Solid walnut dining table for ten with bronze legs in a Palm Jumeirah villa",
      "Curved bouclé sofa built to fit a bay window in a Downtown Dubai apartment",
      "Oak boardroom table with integrated power boxes in a DIFC meeting room",
      "Fluted oak sideboard with a marble top in a Dubai Hills dining room",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We discuss how the piece will be used, measure the room and note doorways, lifts and stair turns, so large tables and sofas can be delivered without surprises.",
      },
      {
        title: "Provide Solution",
        text: "Our designers prepare sketches, scaled drawings and a costed specification, then present timber, veneer, fabric and metal samples so you approve every finish with the full picture in view.",
      },
      {
        title: "Deliver Perfection",
        text: "The piece is built, finished and inspected in our Al Quoz workshop, then delivered wrapped, assembled in place, levelled and cleaned by our own installers.",
      },
    ],
    faq: [
      {
        question: "Can you make a piece from a photo or a design I have seen?",
        answer:
          "We can work from a reference image to create a piece with a similar character, adjusted to your dimensions and materials. We do not copy protected designs exactly, but we interpret proportions, details and finish so the result belongs to your home and fits the room properly.",
      },
      {
        question: "Is custom furniture more expensive than buying from a showroom?",
        answer:
          "Compared with premium imported brands, made-to-measure pieces are often similar in price or lower, because there is no shipping, import duty or showroom margin. Compared with mass-market furniture, custom work costs more, but you choose the timber, joints and hardware, and the piece is built to last for decades.",
      },
      {
        question: "Do you also make upholstered furniture such as sofas and chairs?",
        answer:
          "Yes. Frames are made in hardwood and plywood in our workshop, and upholstery uses high-density foams and performance fabrics that resist staining and fading. We can shape a sofa to a bay window or an L-shaped majlis layout, and we offer leathers and removable covers for busy family rooms.",
      },
      {
        question: "Can you deliver large pieces to a high-floor apartment?",
        answer:
          "Yes. We check lift dimensions and service corridor routes during the site visit and book the service lift with building management in advance. Very long pieces are designed to be assembled in the apartment with discreet joints, so a dining table or bookcase reaches a 40th floor in Downtown intact.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Have a piece of furniture in mind?",
      text: "Book a free consultation and bring your sketches, photos or measurements; our designers will suggest materials, give an indicative budget and explain exactly how the piece would be made.",
    },
  },

  "pergola-manufacturer-in-dubai": {
    tagline: "Shade structures designed for the Dubai sun, built for years of outdoor living.",
    introHeading: "Outdoor shade designed around sun, wind and use",
    sections: [
      {
        heading: "Engineered for heat, wind and sand",
        paragraphs: [
          "A pergola in Dubai faces summer surface temperatures above 60°C, intense UV, coastal humidity and the occasional shamal carrying sand. We design with these loads in mind: footings sized to the soil and the wind, stainless steel fixings, and powder coatings rated for desert exposure. Timber members are kiln-dried, pressure-treated and finished with UV-resistant oils. Louvred aluminium roofs include concealed gutters that carry water to downpipes, because a rare winter downpour can still arrive with surprising force.",
        ],
        bullets: [
          "Aluminium profiles with architectural-grade polyester powder coating",
          "Treated hardwood or thermally modified timber with UV-stable finishes",
          "A4 stainless fixings near the sea, on Palm Jumeirah and in Jumeirah",
          "Integrated LED, ceiling fans, misting lines and outdoor-rated sockets",
        ],
      },
      {
        heading: "Budgets and approvals",
        paragraphs: [
          "As a guide, a timber pergola of around 20 sq m costs from AED 18,000 to 35,000, an aluminium louvred system from AED 1,400 to 2,400 per sq m, and a CNC-cut design depends largely on pattern and metal. Most communities, including Arabian Ranches, Dubai Hills, Mudon and Jumeirah Park, require master developer approval before a pergola goes up, and larger structures may need Dubai Municipality input. We prepare the drawings, submit them and begin once the NOC is issued, usually within two to four weeks.",
        ],
      },
    ],
    gallery: [
      "Aluminium louvred pergola over a poolside lounge in an Arabian Ranches villa garden",
      "Teak pergola with climbing jasmine and warm lighting on a Dubai Hills terrace",
      "CNC-cut geometric pergola casting patterned shadows across a Jumeirah Park courtyard",
      "Retractable fabric pergola over restaurant seating on a Jumeirah beachfront terrace at dusk",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We visit the garden or terrace, note sun angles at different hours, check drainage, irrigation and existing services, and discuss how you want to use the space.",
      },
      {
        title: "Provide Solution",
        text: "We prepare 3D views and structural drawings showing sizes, colours and lighting, with a fixed quote, and submit the package for master developer or Dubai Municipality approval where needed.",
      },
      {
        title: "Deliver Perfection",
        text: "Components are fabricated and finished in our Al Quoz workshop, then our team sets footings, erects the structure, connects lighting and protects your planting throughout installation.",
      },
    ],
    faq: [
      {
        question: "Do I need permission to build a pergola at my villa?",
        answer:
          "In most Dubai communities, yes. Master developers such as Emaar, Nakheel and Dubai Properties ask for drawings, a site plan and sometimes structural calculations before issuing a NOC. Rules on height, setbacks and colours vary between communities, so we check the guidelines for yours before design begins and handle the submission for you.",
      },
      {
        question: "Which is better in Dubai, a wooden or an aluminium pergola?",
        answer:
          "Both work when chosen properly. Timber feels warmer and suits planted gardens, but needs re-oiling every year or two. Aluminium needs almost no maintenance, copes with humidity near the coast and allows motorised louvres. Many clients combine an aluminium frame with a timber-effect finish for the look of wood without the upkeep.",
      },
      {
        question: "Will a pergola make my terrace usable in summer?",
        answer:
          "It makes a clear difference, though no open structure can fully beat a July afternoon. Shade alone lowers the felt temperature considerably, and adding ceiling fans, misting lines and side screens extends comfortable use into late spring and early autumn. For year-round use we can discuss enclosed glass systems with air conditioning.",
      },
      {
        question: "Is a pergola safe in strong winds and rain?",
        answer:
          "Our structures are designed for the wind loads of their location and anchored to sized footings or the existing slab. Louvred roofs close to shed rain and can be fitted with wind and rain sensors that close them automatically, while retractable fabric roofs are retracted when gusts exceed their rated limit.",
      },
    ],
    carousels: [],
    types: {
      heading: "Pergolas we design and build",
      items: [
        {
          title: "Wooden pergolas",
          text: "Treated hardwood or thermally modified timber, oiled for UV protection, bringing natural warmth to villa gardens, poolsides and roof terraces.",
        },
        {
          title: "Aluminum pergolas",
          text: "Powder-coated aluminium frames that resist heat, humidity and corrosion, with fixed or motorised louvres and very little maintenance over the years.",
        },
        {
          title: "Retractable pergolas",
          text: "Motorised waterproof fabric roofs that extend for midday shade and fold away on cool winter evenings, well suited to restaurant terraces and majlis gardens.",
        },
        {
          title: "Modern pergolas",
          text: "Slim, flat-roofed frames with concealed gutters, hidden lighting and clean lines that suit contemporary villas in Dubai Hills and Tilal Al Ghaf.",
        },
        {
          title: "CNC cut pergolas",
          text: "Aluminium or steel screens cut with geometric or botanical patterns that filter sunlight into soft, moving shadows on the terrace below.",
        },
        {
          title: "Traditional pergolas",
          text: "Arabic-inspired designs with carved timber, arches and mashrabiya detailing, suited to majlis seating areas and heritage-style villas in Jumeirah and Al Barsha.",
        },
      ],
    },
    testimonials: [
      {
        quote:
          "We wanted shade over the pool without losing the view. The team suggested louvres we can angle through the day, handled the developer approval and finished in under four weeks. We now use the garden from October to May.",
        name: "Khalid R.",
        detail: "Villa owner, Arabian Ranches",
      },
      {
        quote:
          "Our terrace sat empty from April onwards. With the retractable pergola, fans and misting, guests now book outdoor tables well into June, and the installation was done over two nights so we never had to close.",
        name: "Sophie L.",
        detail: "Restaurant manager, Jumeirah",
      },
    ],
    consultation: {
      heading: "Planning shade for your garden or terrace?",
      text: "Book a free consultation and our team will visit at the time of day you use the space most, assess sun and wind, and suggest pergola options with indicative costs.",
    },
  },

  "custom-closets-cabinets": {
    tagline: "Storage planned around what you own, built to the millimetre for your rooms.",
    introHeading: "Wardrobes and cabinets that make every centimetre count",
    sections: [
      {
        heading: "Planning the inside first",
        paragraphs: [
          "We begin with an inventory rather than a catalogue: how many shirts, abayas or kanduras hang at full length, how many pairs of shoes there are, where the suitcases live between trips and what needs to be locked away. From that list we allocate long and double hanging, drawers with lined dividers for watches and jewellery, pull-out trouser racks and angled shoe shelves. In apartments in JVC or Business Bay, where bedrooms are compact, sliding doors and units that run to the ceiling add storage without crowding the room.",
        ],
        bullets: [
          "Full-height units to the ceiling, with no dust-gathering gaps above",
          "Pull-down rails for high hanging in rooms with 3-metre ceilings",
          "Lockable drawers and concealed safes for documents and valuables",
          "Motion-sensor LED strips inside doors and along shelves",
          "Ventilated doors and moisture-resistant carcasses for laundry rooms",
        ],
      },
      {
        heading: "Finishes, budgets and the climate",
        paragraphs: [
          "Wardrobes in Dubai homes face humidity from en-suite bathrooms and air conditioning that runs most of the year, so we build carcasses in moisture-resistant board and seal every edge. Door fronts can be lacquered MDF, walnut or oak veneer, HPL, fluted panels or bronze glass in slim aluminium frames. As a guide, fitted wardrobes run from AED 1,500 to 3,200 per linear metre, and a walk-in closet in an Emirates Hills or Dubai Hills villa typically ranges from AED 45,000 to 120,000, depending on size, finish and island units.",
        ],
      },
    ],
    gallery: [
      "Walk-in closet with walnut veneer island and bronze glass doors in an Emirates Hills villa",
      "Floor-to-ceiling white lacquered wardrobes with sliding doors in a compact JVC bedroom",
      "Illuminated shoe wall with angled oak shelves in a Dubai Hills dressing room",
      "Laundry room cabinets in sage green HPL with a hanging rail in Arabian Ranches",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We measure the room, check walls for plumb and hidden services, and go through what you need to store, how you dress each day and which items deserve display.",
      },
      {
        title: "Provide Solution",
        text: "Our designers model the interior layout and doors in 3D, set hanging heights and drawer sizes, and present finish and hardware samples with a clear, itemised quote.",
      },
      {
        title: "Deliver Perfection",
        text: "Units are built in our Al Quoz workshop, delivered and assembled on site, then scribed to walls and ceilings, aligned, lit and cleaned ready for use.",
      },
    ],
    faq: [
      {
        question: "Can you fit wardrobes in a rented apartment?",
        answer:
          "Yes, with the landlord's consent and a building management NOC where required. We can build freestanding or lightly fixed units that avoid chasing walls, so they can be dismantled and reinstalled in your next home. Many tenants in Dubai Marina and JLT choose this option so their investment moves with them.",
      },
      {
        question: "How do you prevent mould and musty smells inside closets?",
        answer:
          "Ventilation and materials matter most. We use moisture-resistant boards, leave an air gap behind units on external walls and add slotted or louvred panels where airflow is weak. We also advise keeping the air conditioning at a steady temperature during long summer holidays, when closed homes are most at risk.",
      },
      {
        question: "Can a walk-in closet include a dressing table or island?",
        answer:
          "Certainly. Walk-in closets in larger villas often include a central island with drawers for accessories, a glass top for watches or jewellery, a seat and a dressing table with a lit mirror. We keep at least 90 centimetres of clear space around an island so the room stays comfortable to use.",
      },
      {
        question: "Do you also build laundry, study and utility cabinets?",
        answer:
          "We do, using the same workshop, finishes and hardware, so storage feels consistent throughout the home. Laundry cabinets are planned around washer and dryer dimensions with a worktop and hanging rail, and study units can include cable management, filing drawers and display shelving.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Running short on storage?",
      text: "Book a free consultation and our designers will measure your rooms, review what you need to store and show finish samples, then return with a layout and an itemised quote.",
    },
  },

  "bed-headboards": {
    tagline: "Headboards made to measure, from a soft upholstered panel to a full wall.",
    introHeading: "A bedroom shaped around one considered piece",
    sections: [
      {
        heading: "Proportion, comfort and detail",
        paragraphs: [
          "A headboard should relate to the whole wall, not just to the mattress. In villas with 3.2-metre ceilings in Dubai Hills or Arabian Ranches, we often take it close to the ceiling or extend it behind the bedside tables to create a calm, continuous backdrop. In apartments in Business Bay or Dubai Marina, a lower, wider panel keeps the room feeling spacious. We set the height for comfortable reading, pad or angle the upper edge, and choose foam densities that stay firm for years.",
        ],
        bullets: [
          "Channelled, buttoned, panelled or plain upholstery",
          "Fluted MDF, oak or walnut slats cut on our CNC router",
          "Integrated reading lights, USB-C points and wireless chargers",
          "Floating side tables and concealed LED wash lighting",
          "Removable covers for children's rooms and rental homes",
        ],
      },
      {
        heading: "Headboards for hotels and serviced apartments",
        paragraphs: [
          "Hospitality headboards must survive daily housekeeping and thousands of guests. For hotels and serviced apartments in Downtown, JBR and Al Barsha, we use contract-grade, flame-retardant fabrics certified for Dubai Civil Defence requirements, high-rub-count upholstery, and HPL or lacquered panels where luggage and chairs meet the wall. Headboards are built as repeatable modules, pre-wired to a single connection and installed room by room, so floors return to service quickly. Residential headboards typically range from AED 3,500 to 12,000; hotel rollouts are priced per key once a prototype room is approved.",
        ],
      },
    ],
    gallery: [
      "Channelled velvet headboard in deep green spanning the wall of a Dubai Hills master suite",
      "Fluted oak headboard with integrated reading lights and floating side tables in Business Bay",
      "Child's bedroom headboard in soft pink bouclé with a removable cover in Mudon",
      "Leather panelled headboard with brass trim in a Downtown Dubai hotel room",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We measure the bedroom, note socket and switch positions, discuss bed size, ceiling height and your reading habits, and gather references for the mood you want.",
      },
      {
        title: "Provide Solution",
        text: "You receive an elevation drawing with dimensions, lighting and socket positions, along with fabric, leather, timber and metal samples, so every choice can be made side by side.",
      },
      {
        title: "Deliver Perfection",
        text: "The headboard is upholstered or finished in our workshop, pre-wired and tested, then hung on a concealed cleat, levelled and connected by our installers, usually in a single day.",
      },
    ],
    faq: [
      {
        question: "Can I supply my own fabric for the headboard?",
        answer:
          "Yes. We need the fabric about ten days before upholstery begins, with enough extra to match patterns across panels. We check that its weight and stretch suit upholstery; delicate silks or loose weaves may need a backing, and we will tell you honestly if a fabric is likely to wear quickly.",
      },
      {
        question: "Will a wall-mounted headboard need electrical work?",
        answer:
          "If you want integrated lights or sockets, usually a small amount. Our electricians extend the existing bedside supply behind the headboard to a concealed junction, so no cables are visible. In apartments, electrical changes may need a building management NOC, which we can arrange on your behalf.",
      },
      {
        question: "Can a new headboard work with my existing bed?",
        answer:
          "In most cases, yes. We design a wall-mounted panel that sits behind your current bed frame, or a freestanding headboard with brackets for standard bases. Wall mounting keeps the headboard steady, quiet and free of gaps, and it allows a fuller design than the bed frame alone could carry.",
      },
      {
        question: "How do I keep an upholstered headboard clean?",
        answer:
          "Vacuum it weekly with a soft brush attachment, as fine dust settles quickly in Dubai homes. Performance fabrics can be spot-cleaned with water and mild soap; velvet and bouclé should be blotted rather than rubbed. Removable covers can be dry-cleaned, and we can recommend specialists for deeper cleaning of fixed upholstery.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Reimagining your bedroom?",
      text: "Book a free consultation and our designers will bring fabric, timber and lighting samples to your home, measure the wall and sketch options that suit the room and your budget.",
    },
  },

  "wooden-flooring-in-dubai": {
    tagline: "Engineered oak, parquet and hardwood floors laid with care for the UAE climate.",
    introHeading: "Timber floors chosen and laid for Dubai homes",
    sections: [
      {
        heading: "Engineered, solid, laminate or SPC",
        paragraphs: [
          "For most Dubai homes we recommend engineered oak: a real hardwood wear layer of 3 to 6 millimetres on a stable multi-ply core that copes with air conditioning and seasonal humidity far better than solid boards. Solid hardwood suits ground-floor rooms with a well-cured screed and owners who plan to sand and refinish over decades. Laminate and SPC are practical for rental apartments in JVC or Dubai Sports City, and SPC is fully waterproof, which makes sense near kitchens. Indicative installed prices:",
        ],
        bullets: [
          "Engineered oak, plank or herringbone: from AED 18 to 40 per sq ft",
          "Solid oak and walnut: from AED 30 to 60 per sq ft",
          "Laminate: from AED 7 to 13 per sq ft",
          "SPC rigid core: from AED 9 to 16 per sq ft",
        ],
      },
      {
        heading: "Installation details that matter in the Gulf",
        paragraphs: [
          "Most flooring failures in the UAE trace back to moisture or restricted expansion. New screeds in villa extensions need weeks to dry, so we test with a calibrated meter and lay a moisture barrier where readings are high. Boards need a perimeter gap of 10 to 12 millimetres hidden under skirtings, and large open-plan areas in Palm Jumeirah or Dubai Hills villas need movement joints at doorways. Where underfloor cooling or heating is present, we choose compatible boards and adhesives. Many apartment buildings also require an acoustic underlay and a building management NOC before work begins.",
        ],
      },
    ],
    gallery: [
      "Natural oak herringbone floor in the sunlit living room of a Jumeirah villa",
      "Wide-plank smoked engineered oak running through an open-plan Dubai Hills home",
      "Light oak chevron parquet meeting a marble threshold in a Palm Jumeirah entrance hall",
      "Oak stair nosings and matching skirtings on a floating staircase in Arabian Ranches",
      "Grey oak-effect SPC flooring in the kitchen and dining area of a JLT apartment",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We survey the rooms, take moisture readings, check floor levels and door clearances, and show samples of species, grades, colours and patterns in your own light.",
      },
      {
        title: "Provide Solution",
        text: "You receive a layout plan showing board direction, pattern start points and transitions, with a detailed quote covering preparation, underlay, flooring, skirting and any levelling required.",
      },
      {
        title: "Deliver Perfection",
        text: "Our fitters protect the home, level and prime the subfloor, lay the boards and finish skirtings and nosings, then clean up and walk you through care instructions.",
      },
    ],
    faq: [
      {
        question: "Can wooden flooring be laid over existing tiles?",
        answer:
          "Often, yes, which avoids the dust and noise of removing tiles. The tiles must be firmly bonded and reasonably level, and we fill grout lines or apply a levelling compound where needed. The new floor raises the level by 10 to 20 millimetres, so doors may need trimming and thresholds adjusting, which we include in the quote.",
      },
      {
        question: "Is wood suitable for kitchens and bathrooms?",
        answer:
          "We advise against solid or engineered wood in bathrooms. In kitchens, engineered oak with a hard-wearing lacquer can work if spills are wiped promptly, but many clients choose SPC or wood-effect porcelain near the sink and dishwasher and keep real timber for living and dining areas.",
      },
      {
        question: "How soon can furniture go back on a new floor?",
        answer:
          "Floating floors can take light furniture straight away. Glued floors need 24 to 48 hours for the adhesive to cure before heavy items return, and floors oiled or lacquered on site need two to three days. We fit felt pads to furniture legs before pieces are moved back into place.",
      },
      {
        question: "Can an old wooden floor be sanded and refinished?",
        answer:
          "Solid hardwood, and engineered boards with a wear layer of 3 millimetres or more, can usually be sanded, repaired and refinished. We use dust-extracted sanders, then apply oil or lacquer in the tone you choose. A refinish restores scratched, sun-faded villa floors at a fraction of the cost of replacement.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Choosing a new floor?",
      text: "Book a free consultation and our team will visit with large samples, take moisture readings and measure your rooms, then provide a clear quote covering preparation, installation and finishing.",
    },
  },

  "exhibition-stand-design": {
    tagline: "Custom stands designed to draw visitors in, built in Dubai and installed on schedule.",
    introHeading: "Stands that start conversations on the show floor",
    sections: [
      {
        heading: "Designed for the visitor's first few seconds",
        paragraphs: [
          "Visitors read a stand from the aisle in moments: the brand at height, one clear message and an open way in. We plan sightlines from every approach, keep products at eye level and separate open demonstration areas from quieter meeting rooms with storage behind. At Dubai World Trade Centre, where ceiling heights and rigging points differ from hall to hall, and in the newer halls at Expo City Dubai, we design to each venue's height limits, floor loadings and hanging-sign rules from the first sketch.",
        ],
        bullets: [
          "Shell-scheme upgrades and fully custom space-only stands",
          "Double-deck stands with structural calculations where venues allow",
          "Meeting rooms, hospitality counters and lockable storage",
          "LED walls, tension-fabric graphics and focused product lighting",
          "Modular systems that travel to regional shows in Abu Dhabi and Riyadh",
        ],
      },
      {
        heading: "Approvals and build-up, planned back from opening day",
        paragraphs: [
          "Every show has its own deadlines. Event-organiser approvals typically require stand drawings, structural and electrical details, fire certificates for materials and contractor insurance several weeks before build-up, and double-deck or heavily rigged designs receive extra review. Build-up windows are tight, often two to three days for a large stand and sometimes a single overnight shift for a smaller one, so we pre-build and test everything in our Al Quoz workshop and arrive with labelled, sequenced panels. Custom stands generally cost from AED 1,200 to 3,000 per sq m, depending on height, finishes and AV.",
        ],
      },
    ],
    gallery: [
      "Two-storey exhibition stand with meeting rooms and an LED wall at Dubai World Trade Centre",
      "Open timber-framed stand with product plinths and a hospitality bar at Expo City Dubai",
      "Corner stand with backlit tension-fabric graphics and a central demonstration counter at GITEX",
      "Stand panels being pre-assembled and checked in our Al Quoz workshop before build-up",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We review the show, your stand location and objectives, the meetings you expect, the products on display and your budget, then check the organiser's manual for its rules.",
      },
      {
        title: "Provide Solution",
        text: "Our designers present 3D concepts, then develop technical drawings, graphic templates and the approval package, submitting it to the event organiser and venue ahead of their deadlines.",
      },
      {
        title: "Deliver Perfection",
        text: "The stand is built, finished and test-assembled in our workshop, installed within the build-up window, handed over before opening and dismantled cleanly after the show.",
      },
    ],
    faq: [
      {
        question: "How early should we start planning a custom stand?",
        answer:
          "Allow around three to four months before the show opens: four to six weeks for design and revisions, a few weeks for organiser approvals and about four weeks for production. Major shows such as GITEX fill contractor schedules early, so the sooner workshop time is reserved, the more choice you have.",
      },
      {
        question: "Do you handle approvals with the organiser and the venue?",
        answer:
          "Yes. We prepare and submit the stand drawings, structural calculations, electrical layouts, material fire certificates, insurance and risk assessments the organiser requests, and we respond to their comments. We also order power, water, rigging and internet through the venue's portals so everything is live on build-up day.",
      },
      {
        question: "Can our stand be reused for future exhibitions?",
        answer:
          "Often, yes. We can design a modular stand that reconfigures for different plot sizes, with panels, counters and lightboxes that take new graphics for each event. Between shows we can store the components in our workshop, which reduces both cost and waste across a year of regional exhibitions.",
      },
      {
        question: "What happens if something breaks during the show?",
        answer:
          "A member of our team stays on call throughout the open days with spare lamps, graphic fixings and tools, and we aim to resolve issues before the halls open each morning. Larger repairs are carried out after show hours, in line with the venue's access rules for contractors.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Exhibiting at an upcoming show?",
      text: "Book a free consultation and share your show dates, plot size and goals; our team will outline a stand concept, the approval timeline and an indicative budget.",
    },
  },
}

import type { ServiceCopy } from '../types'

/**
 * Demo body copy for the service pages of the 'Residential' menu group.
 * Counts follow `serviceFacts`; the intro paragraphs live in `page-copy.ts`.
 */
export const residentialCopy: Record<string, ServiceCopy> = {
  "residential-interior-design": {
    tagline: "Homes shaped around the way you live, from the first sketch to the final cushion",
    introHeading: "Interiors that feel personal, calm and entirely yours",
    sections: [
      {
        heading: "Designing for family life in Dubai",
        paragraphs: [
          "A good residential layout starts with the daily rhythm of the household. In a Dubai Hills villa that might mean a family kitchen with a separate prep kitchen, a majlis that closes off for guests and a ground-floor bedroom for visiting grandparents. In a Downtown apartment it could be a dining table that doubles as a desk. We map these routines before we draw a single wall, so every room earns its place and moving through the home feels effortless from early morning to late evening.",
        ],
        bullets: [
          "Space planning for villas, townhouses and penthouses",
          "Zoning for majlis, formal living and family lounges",
          "Bespoke wardrobes, TV walls and vanities from our joinery workshop",
          "Layered lighting plans with scene control",
          "Furniture, rugs, curtains and art sourcing",
        ],
      },
      {
        heading: "Materials chosen for the UAE climate",
        paragraphs: [
          "Strong sun, fine sand and year-round air conditioning are hard on interiors. We specify UV-stable fabrics for rooms facing west over the Palm or the Marina, engineered oak that copes with dry, cooled air, and honed stone that hides fine dust better than polished surfaces. Curtains are planned with blackout and sheer layers on motorised tracks, and we conceal return-air grilles so that ducting never interrupts a ceiling. The result is a home that looks as composed after five summers as it did on the day you moved in.",
        ],
      },
      {
        heading: "Budgets and timelines, set out clearly",
        paragraphs: [
          "Design-only commissions for a villa typically take eight to twelve weeks from brief to a complete drawing and specification pack. Where we also build, design-and-fit-out budgets usually fall between AED 350 and 900 per sq ft, depending on the extent of joinery, stone and loose furniture. A four-bedroom villa in Arabian Ranches or Jumeirah Park generally moves from concept to move-in within five to eight months. You see an itemised estimate at concept stage, so every decision is made with the numbers in view.",
        ],
      },
    ],
    gallery: [
      "Double-height living room of a Dubai Hills villa with travertine fireplace and linen sofas",
      "Family kitchen in an Arabian Ranches villa with fluted oak island and brass pendant lights",
      "Master bedroom on Palm Jumeirah with upholstered headboard wall and sea-view blackout curtains",
      "Majlis in a Jumeirah villa with carved timber screen, low seating and warm cove lighting",
      "Walk-in dressing room with smoked glass wardrobe doors and a central marble-topped island",
      "Downtown apartment dining area with a round walnut table and views towards Burj Khalifa",
    ],
    process: [
      {
        title: "Consultation and brief",
        text: "We meet at your home or our studio to understand your routines, tastes and budget, measure every room and agree a clear scope, fee and programme for the design stage.",
      },
      {
        title: "Concept and 3D visuals",
        text: "Mood boards, space plans and photorealistic 3D views show how each room will look and flow, and we refine them with you until the layout and atmosphere feel right.",
      },
      {
        title: "Materials and furniture",
        text: "You review physical samples of stone, timber, fabric and metal finishes at our studio, alongside a furniture and lighting schedule with itemised prices and lead times.",
      },
      {
        title: "Build, install and style",
        text: "Our site and joinery teams carry out the works and install bespoke pieces and furniture, then style each room with art, linens and accessories before we hand over the keys.",
      },
    ],
    faq: [
      {
        question: "Can you design around furniture we already own?",
        answer: "Yes. Many clients have pieces they love, from inherited rugs to a favourite dining table. We photograph and measure them at the first visit and build the scheme around them, reupholstering or refinishing where it helps. Keeping the right pieces often lowers the budget and makes a new home feel lived-in from the first day.",
      },
      {
        question: "Can you design our home before the developer hands over the keys?",
        answer: "We can. Working from the developer's floor plans, we prepare the concept, order long-lead items such as imported furniture and stone, and plan the joinery in advance. Once you receive the keys in Dubai Hills, Emaar Beachfront or elsewhere, we verify site dimensions, secure the developer NOC for any works and start on site without delay.",
      },
      {
        question: "Is the design fee separate from the cost of the works?",
        answer: "Yes. Design fees are quoted as a fixed sum based on the size of the home and the rooms in scope. If you go on to build with us, the works are priced line by line from the approved drawings. You are also free to take the drawing pack to another contractor once the design fee is settled.",
      },
      {
        question: "Do you design rental and holiday homes as well?",
        answer: "Yes. For short-let apartments in Downtown, Dubai Marina or Palm Jumeirah we choose performance fabrics, stain-resistant worktops and easily replaced accessories, and we plan lockable storage for the owner's belongings. The interiors photograph well for listings, while practical detailing keeps maintenance costs low between guests.",
      },
    ],
    carousels: [
      {
        heading: "Rooms we design",
        slides: [
          {
            title: "Living and dining",
            text: "Open-plan living rooms, formal dining and majlis spaces planned for everyday comfort and for the large gatherings Dubai families love to host.",
          },
          {
            title: "Kitchens and pantries",
            text: "Family kitchens with islands, separate prep kitchens and walk-in pantries, built to measure in our own joinery workshop.",
            href: "/kitchen-renovation-companies-in-dubai",
          },
          {
            title: "Bedrooms and dressing rooms",
            text: "Calm master suites with upholstered headboards, walk-in wardrobes and blackout curtains for restful sleep through bright summer mornings.",
            href: "/custom-closets-cabinets",
          },
          {
            title: "Bathrooms",
            text: "Spa-like bathrooms with stone vanities, walk-in showers and warm, dimmable lighting, properly waterproofed beneath every tile.",
            href: "/bathroom-renovations-dubai",
          },
        ],
      },
      {
        heading: "Styles our clients love",
        slides: [
          {
            title: "Warm minimalism",
            text: "Plaster-finish walls, pale oak and linen in soft, sandy tones, with everyday clutter hidden behind flush, handleless joinery.",
          },
          {
            title: "Contemporary Arabic",
            text: "Geometric screens, arches and carved timber reinterpreted with a light touch, paired with brass details and rich, earthy textiles.",
          },
          {
            title: "Modern classic",
            text: "Panelled walls, marble fireplaces and tailored upholstery for villas in Emirates Hills and Al Barsha that call for quiet formality.",
          },
          {
            title: "Coastal calm",
            text: "Whitewashed timber, rattan and breezy linens in blues and sand tones, suited to homes on Palm Jumeirah and Bluewaters Island.",
          },
        ],
      },
    ],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Planning a new home interior?",
      text: "Book a free consultation with our residential designers. We will visit your villa or apartment, listen to how you live and outline a design direction, a realistic budget and a timeline.",
    },
  },

  "apartment-interior-design": {
    tagline: "Dubai apartments redesigned to live larger, work harder and feel more like home",
    introHeading: "Smarter layouts for city living",
    sections: [
      {
        heading: "Making every square metre count",
        paragraphs: [
          "Developer layouts in Dubai Marina, JLT and Business Bay often lose space to long corridors, deep niches that hold nothing useful and kitchens walled off from the view. We study the plan alongside your furniture and storage needs, then propose changes that free up floor area without structural work: pocket doors instead of swing doors, a breakfast bar in place of a partition, wardrobes recessed into former niches and a daybed that turns a study into a guest room.",
        ],
        bullets: [
          "Full-height storage walls with integrated desks",
          "Kitchen openings and breakfast bars",
          "Sliding and pocket doors that reclaim floor space",
          "Balcony upgrades with outdoor porcelain and planting",
          "Mirrors and lighting placed to extend sightlines",
        ],
      },
      {
        heading: "Working within tower rules",
        paragraphs: [
          "Apartment projects run to the building's rules, not ours. Before anything starts we submit drawings and contractor documents to the owners' association or building management, book service lifts and loading bays, and confirm permitted working hours, which in many towers exclude Fridays and evenings. Corridors and lifts are protected, debris leaves in sealed bags, and noisy tasks such as tile removal are grouped into short, planned windows, so neighbours in Downtown and JBR mostly notice our work once it is finished.",
        ],
      },
      {
        heading: "Designing for owners and investors",
        paragraphs: [
          "An owner-occupier and a landlord want different things from the same two-bedroom. For homes you live in, we invest in bespoke joinery, considered lighting and tactile finishes. For rental units in JVC, Dubai Sports City or Al Furjan, we prioritise durable porcelain or vinyl floors, neutral palettes that suit most tenants and furniture packages that can be replaced piece by piece. Budgets typically range from AED 60,000 for a refreshed one-bedroom to AED 250,000 or more for a fully redesigned two or three-bedroom apartment.",
        ],
      },
    ],
    gallery: [
      "Dubai Marina apartment living room with a built-in TV wall and hidden storage in pale oak",
      "Opened-up JLT kitchen with a quartz breakfast bar facing the living area and lake view",
      "Compact study nook in a Business Bay apartment with floating desk and open shelving",
      "Downtown guest bedroom with a fold-away bed concealed behind fluted timber panelling",
      "JBR apartment balcony with outdoor porcelain tiles, a teak bench and potted olive trees",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We visit the apartment, measure it, review the building's fit-out guidelines and discuss how you want to use each room, then agree a scope, budget and target move-in date.",
      },
      {
        title: "Provide Solution",
        text: "You receive space plans, 3D visuals and a material board, with an itemised quotation covering joinery, finishes, furniture and the building management approvals required.",
      },
      {
        title: "Deliver Perfection",
        text: "Our team carries out the works within the tower's permitted hours, installs joinery and furniture, and hands over a clean, styled apartment with all its documentation.",
      },
    ],
    faq: [
      {
        question: "Do I need building management approval to redesign my apartment?",
        answer: "For most work beyond painting and furniture, yes. Towers in Dubai Marina, Business Bay and JLT usually require drawings, a method statement, the contractor's trade licence and insurance before issuing a fit-out permit, and some ask for a refundable deposit. We prepare and submit the full package, then follow it up until the permit is in hand.",
      },
      {
        question: "Can you remove walls in an apartment?",
        answer: "Often, but not always. Partitions between a kitchen and living room are usually lightweight blockwork or gypsum that can be removed with building management approval. Structural walls, fire-rated walls and service shafts cannot be touched. We check the developer's drawings and, where needed, a structural engineer confirms what is possible before the design is finalised.",
      },
      {
        question: "Can you furnish an apartment I have bought off-plan?",
        answer: "Yes. We prepare the design from the developer's plans while the building completes, order furniture with long lead times in advance and book installation for the weeks after handover. Owners living abroad can approve everything remotely through video walk-throughs and shared drawings, and we send photographs at every stage.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Redesigning your apartment?",
      text: "Book a free consultation. We will walk through your apartment with you, point out where space is being lost and suggest practical changes, with an early view of cost and what the building will allow.",
    },
  },

  "renovation-services": {
    tagline: "Renovations planned with care, priced clearly and finished properly, room by room",
    introHeading: "Give the home you own a second life",
    sections: [
      {
        heading: "What a renovation can change",
        paragraphs: [
          "Most homes in Dubai were finished to a developer's standard specification, and after ten or fifteen years the signs show: tired kitchens, dated bathrooms, scuffed floors and air conditioning that struggles in August. A well-planned renovation deals with all of it at once. We look beyond the finishes to the systems behind them, checking AC ducts, drainage, wiring and waterproofing, so that a new interior is not undermined by old problems hidden in the walls and ceilings.",
        ],
        bullets: [
          "Kitchen and bathroom replacement",
          "Flooring, skirting and door upgrades",
          "Layout changes and open-plan conversions",
          "AC, lighting and electrical upgrades",
          "Built-in wardrobes and joinery",
          "Painting and decorative finishes",
        ],
      },
      {
        heading: "Living at home while we work",
        paragraphs: [
          "Not every family can move out during a renovation. Where you stay, we phase the works room by room, sealing active areas with dust screens, running air scrubbers and keeping one bathroom and a temporary kitchen in use. Summer is often the easiest season, when many owners travel, so we plan noisy demolition for those weeks. In communities such as The Springs and Damac Hills we also follow the master developer's working hours and keep shared access roads clear for neighbours.",
        ],
      },
      {
        heading: "Typical budgets",
        paragraphs: [
          "Costs depend on scope more than size. A cosmetic refresh with paint, lighting and new flooring often starts at around AED 60 per sq ft, while a full renovation with a new kitchen, bathrooms and layout changes typically runs from AED 180 to 450 per sq ft. We price every line item from measured drawings, show clear allowances for anything you have not yet chosen, and confirm the programme in writing before work begins, so there are no surprises halfway through.",
        ],
      },
    ],
    gallery: [
      "Renovated Springs villa ground floor opened into one bright kitchen, dining and living space",
      "Damac Hills apartment living room with new oak flooring, slimmer bulkheads and linear lighting",
      "Al Wasl villa staircase refreshed with oak treads, a glass balustrade and painted panelling",
      "JBR apartment kitchen replaced with matt white cabinets and a grey porcelain slab worktop",
      "Mudon townhouse family room with a new TV wall, concealed storage and soft grey walls",
      "Arabian Ranches guest bathroom renovated with a terrazzo floor, oak vanity and round mirror",
    ],
    process: [
      {
        title: "Site survey and scope",
        text: "We inspect the home in detail, checking walls, floors, damp, drainage and AC, then agree with you which rooms change, what stays and what the renovation must achieve.",
      },
      {
        title: "Design and itemised pricing",
        text: "Layouts, 3D views and a material selection come with a line-by-line quotation, so you can see exactly where the budget goes and adjust the scope before committing.",
      },
      {
        title: "Permits and works",
        text: "We secure developer NOCs and Dubai Municipality permits where needed, then our crews strip out, rebuild and finish to an agreed programme, with weekly updates and photographs.",
      },
      {
        title: "Handover and snagging",
        text: "We walk through every room with you, list any snags and close them out promptly, then hand over manuals, supplier guarantees and a record of the materials used.",
      },
    ],
    faq: [
      {
        question: "Do you ask for full payment before work starts?",
        answer: "No, we never demand full payment up front. A modest deposit secures your dates and materials, and the remaining payments follow agreed milestones, such as strip-out complete, first fix done and final handover. Each payment request comes with photographs and a progress note, so you only ever pay for work you can see has been done.",
      },
      {
        question: "Is the renovation work guaranteed?",
        answer: "Yes. Every renovation we complete carries a one-year warranty on workmanship, starting from the handover date. If a grout line cracks, a door drops or a joint opens within that year, we return and put it right at no cost. Manufacturers' warranties on appliances, sanitaryware and fittings are passed to you separately with the handover documents.",
      },
      {
        question: "Which renovation works need a permit in Dubai?",
        answer: "Replacing finishes, fittings and kitchen units usually needs only a developer or building management NOC. Removing or adding walls, changing structure, extending a home or altering drainage also requires Dubai Municipality approval, or Trakhees in some Nakheel communities. We confirm the right route during the site survey and prepare every submission on your behalf.",
      },
      {
        question: "How long does a home renovation take?",
        answer: "An apartment refresh with new floors, paint and lighting can be completed in three to five weeks. A full apartment renovation including the kitchen and bathrooms usually takes eight to twelve weeks, while villas are programmed individually according to scope. Before work starts you receive a written programme with every stage dated.",
      },
    ],
    carousels: [
      {
        heading: "Before and after",
        slides: [
          {
            title: "Before: closed, dated and tired",
            text: "Narrow kitchens, beige tiles, heavy bulkheads and dim lighting are typical of homes built fifteen or twenty years ago in Dubai's established communities.",
          },
          {
            title: "After: open, bright and easy to live in",
            text: "Walls removed, floors renewed, lighting layered and storage built in, giving the same footprint a calmer, more generous and more useful feel.",
            href: "/portfolio",
          },
        ],
      },
      {
        heading: "Our renovation services",
        slides: [
          {
            title: "Bathroom renovation",
            text: "Waterproofed, retiled and refitted bathrooms with walk-in showers, wall-hung vanities and concealed cisterns, from powder rooms to master en-suites.",
            href: "/bathroom-renovations-dubai",
          },
          {
            title: "Kitchen renovation",
            text: "Made-to-measure cabinetry, stone or quartz worktops and integrated appliances, with layouts reworked around the way you cook and gather.",
            href: "/kitchen-renovation-companies-in-dubai",
          },
          {
            title: "Villa renovation",
            text: "Whole-villa upgrades including layout changes, extensions, facades and outdoor areas, managed with developer NOCs and municipality permits.",
            href: "/villa-renovation-companies-dubai",
          },
          {
            title: "Painting services",
            text: "Interior and exterior painting with thorough preparation, low-VOC paints and heat-resistant coatings for walls, ceilings, doors and facades.",
            href: "/painting-services",
          },
          {
            title: "Wooden flooring",
            text: "Engineered oak in plank, herringbone or chevron patterns, laid over levelled screeds with acoustic underlay suited to apartments and villas.",
            href: "/wooden-flooring-in-dubai",
          },
          {
            title: "Wall cladding",
            text: "Timber slats, fluted panels and stone cladding for feature walls, TV walls and entrances, built and finished in our joinery workshop.",
            href: "/wall-cladding",
          },
        ],
      },
    ],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Thinking about renovating your home?",
      text: "Book a free consultation and site visit. We will assess the condition of your home, talk through what you would like to change and give you an honest view of scope, budget and timing.",
    },
  },

  "bathroom-renovations-dubai": {
    tagline: "Bathrooms built watertight behind the tiles and calm, bright and effortless in front",
    introHeading: "Bathrooms made to last in Dubai's humidity",
    sections: [
      {
        heading: "What happens behind the finishes",
        paragraphs: [
          "The life of a bathroom is decided before a single tile goes down. After stripping out, we test the existing drainage, replace corroded pipework with PPR or multilayer lines and lay screeds to a proper fall. A liquid or sheet waterproofing membrane is carried up the walls, with reinforcing tape at every corner and penetration, then flood-tested for 24 hours. Only then do we tile, using flexible adhesives and epoxy grout in showers so that humidity and daily use do not open the joints.",
        ],
        bullets: [
          "Flood-tested waterproofing on floors and shower walls",
          "New supply and drainage pipework where needed",
          "Extract fans sized for Dubai's humidity",
          "Slip-resistant finishes on shower floors",
          "Access panels for concealed cisterns and valves",
        ],
      },
      {
        heading: "Fixtures, finishes and budgets",
        paragraphs: [
          "We help you choose sanitaryware and finishes that suit how the room is used. A guest washroom in a JVC apartment can feel generous with a wall-hung basin, a large mirror and one porcelain tile running across floor and walls. A master en-suite in Emirates Hills might call for a freestanding bath, book-matched marble and a double vanity. As a guide, apartment bathrooms typically cost AED 25,000 to 45,000, and large master bathrooms AED 60,000 to 150,000, depending on stone and fittings.",
        ],
      },
    ],
    gallery: [
      "Master bathroom in a Dubai Hills villa with a freestanding bath and book-matched marble wall",
      "Walk-in shower with a linear drain, frameless glass screen and large-format grey porcelain tiles",
      "Compact Dubai Marina guest bathroom with a wall-hung vanity, round mirror and terrazzo floor",
      "Double vanity in honed stone with backlit mirrors and brushed brass taps in a Jumeirah villa",
      "Powder room with dark green zellige tiles, a carved stone basin and warm wall lights",
      "Waterproofing membrane under flood test during a bathroom renovation in Arabian Ranches",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We inspect the bathroom, check for leaks and water pressure, measure precisely and talk through how you use the room, then agree a layout, fixtures list and budget.",
      },
      {
        title: "Provide Solution",
        text: "You receive a layout drawing, a 3D view and tile and fitting samples, with an itemised quotation and the building or developer approvals your bathroom needs.",
      },
      {
        title: "Deliver Perfection",
        text: "We strip out, re-plumb, waterproof, tile and install, then seal, test every fitting and clean thoroughly before walking you through the finished bathroom.",
      },
    ],
    faq: [
      {
        question: "How long does a bathroom renovation take?",
        answer: "A small bathroom renovation usually takes two to four weeks from strip-out to handover. A large bathroom, or one where we move drainage, build a walk-in shower or wait for imported stone, typically takes six to eight weeks or more. We confirm the timeline once fittings are selected and their availability is checked.",
      },
      {
        question: "Can we still use another bathroom while you work?",
        answer: "Yes, and we plan for it. In homes with more than one bathroom, we renovate them one at a time so the household always has a working shower and toilet. Water is isolated only to the room under works, and any shutdown affecting the whole home is announced in advance and kept short.",
      },
      {
        question: "Can you replace a bathtub with a walk-in shower?",
        answer: "In most cases, yes. We remove the bath, form a level or low-threshold shower floor, re-route drainage to a linear drain and waterproof the whole wet area before tiling. In apartments, we first check the slab depth and drain position with building management, since the fall must work without affecting the unit below.",
      },
      {
        question: "Which tiles work best in a Dubai bathroom?",
        answer: "Large-format porcelain is our usual recommendation: it is dense, low-maintenance and leaves fewer grout lines for mould to settle in. Natural marble suits vanities and feature walls but needs sealing and gentle cleaners. On shower floors we specify textured or honed finishes with a higher slip rating, which stay safe when wet.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Planning a bathroom renovation?",
      text: "Book a free consultation. We will inspect your bathroom, check the plumbing and waterproofing, and talk through layouts, fittings and finishes, with a clear, itemised estimate to follow.",
    },
  },

  "kitchen-renovation-companies-in-dubai": {
    tagline: "Kitchens built to measure around how you cook, gather and entertain at home",
    introHeading: "A kitchen planned around your daily routine",
    sections: [
      {
        heading: "Layouts that suit the way Dubai homes cook",
        paragraphs: [
          "Many Dubai households cook in two ways: light, everyday meals in an open kitchen, and heavier, aromatic cooking that is better kept behind a door. We often design a show kitchen with an island facing the living area, paired with a closed prep kitchen that has a powerful extractor, a gas hob and generous storage. In apartments in JLT and The Greens, where space is tighter, a glazed sliding screen gives the same separation without losing daylight.",
        ],
        bullets: [
          "Islands with seating, storage and prep sinks",
          "Walk-in pantries and tall larder units",
          "Separate closed kitchens for heavy cooking",
          "Glazed sliding screens between kitchen and living area",
          "Laundry and utility rooms planned alongside",
        ],
      },
      {
        heading: "Materials that cope with heat and steam",
        paragraphs: [
          "Dubai kitchens work hard in hot, humid conditions, so material choices matter. We build carcasses from moisture-resistant MDF or marine plywood, edge-band every panel fully and leave ventilation gaps behind fridges and ovens. Quartz and sintered stone resist staining and heat better than marble, which we suggest only for pastry or feature surfaces. As a guide, apartment kitchens typically range from AED 30,000 to 70,000, while villa kitchens with islands and pantries run from AED 70,000 to 180,000.",
        ],
      },
    ],
    gallery: [
      "Open-plan kitchen in an Arabian Ranches villa with a walnut island and quartz waterfall worktop",
      "Closed prep kitchen with stainless steel worktops, a gas hob and ducted extraction hood",
      "Apartment kitchen in The Greens with sage green cabinets and a glazed sliding screen",
      "Walk-in pantry with oak shelving, tall larder units and an integrated coffee station",
      "Jumeirah villa kitchen with handleless white lacquer cabinets and a sintered stone splashback",
      "Breakfast bar in a JLT apartment kitchen with brushed brass pendants and leather stools",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We measure the kitchen, check plumbing, gas and electrical points, and discuss how you cook and store food, agreeing a layout direction, appliance list and budget.",
      },
      {
        title: "Provide Solution",
        text: "We prepare layouts, elevations and 3D views with door, worktop and hardware samples, plus an itemised quotation from our joinery workshop for your approval.",
      },
      {
        title: "Deliver Perfection",
        text: "Cabinets are built in our workshop while the site is prepared, then installed, templated for worktops, connected and tested, leaving a clean kitchen ready to use.",
      },
    ],
    faq: [
      {
        question: "How long will we be without a kitchen?",
        answer: "Less time than most owners expect. Cabinets are built off-site while your old kitchen stays in place, so the period from strip-out to a working kitchen is compressed into a few weeks. If it helps, we set up a temporary sink and worktop elsewhere in the home, and we plan deliveries around school runs and working hours.",
      },
      {
        question: "Can you move the kitchen to another part of the home?",
        answer: "Often, yes. Relocating a sink, dishwasher or hob means extending drainage, water and power, and gas lines need a certified installer plus approval from the gas provider and building management. We check slab depths and riser positions first, then confirm what is practical and what it will cost before the design is fixed.",
      },
      {
        question: "Which worktop is right for my kitchen?",
        answer: "Quartz is a dependable all-round choice: non-porous, consistent and easy to care for. Sintered stone and porcelain slabs tolerate hot pans and UV light, which also suits outdoor kitchens. Granite is hard-wearing, while marble develops a patina many owners love but etches with lemon and vinegar. We bring samples so you can compare them at home.",
      },
      {
        question: "Do you supply the appliances?",
        answer: "We can supply integrated appliances from brands sold in the UAE with local warranties, or install ones you buy yourself. Either way, we plan cabinet openings to each model's exact specification, allow for ventilation and ducted extraction, and coordinate delivery so appliances arrive when the cabinetry is ready for them.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Planning a kitchen renovation?",
      text: "Book a free consultation with our kitchen designers. We will measure your space, discuss how you cook and entertain, and show you layout options, finishes and an indicative budget.",
    },
  },

  "villa-renovation-companies-dubai": {
    tagline: "Whole-villa renovations managed from permits to handover by one accountable team",
    introHeading: "Renewing Dubai's family villas, inside and out",
    sections: [
      {
        heading: "Planning the whole villa as one project",
        paragraphs: [
          "A villa renovation touches many trades at once: civil works, MEP, joinery, stone, landscaping and sometimes the pool. Planning them as a single programme avoids the familiar problem of ripping out new finishes to fix old services. We begin with a condition survey of the roof, AC system, drainage and electrical boards, then decide with you what must change and what can stay. In older villas in The Springs or The Meadows, replacing original ducting and distribution boards often makes sense alongside new interiors.",
        ],
        bullets: [
          "Ground-floor reconfiguration and open-plan living",
          "Extensions, annexes and maid's room conversions",
          "New kitchens, bathrooms and wardrobes",
          "Facade, window and roof upgrades",
          "Gardens, pergolas and pool decks",
          "AC, lighting and electrical upgrades",
        ],
      },
      {
        heading: "Approvals, structure and budgets",
        paragraphs: [
          "Anything that alters the structure, footprint or exterior of a villa needs approval. We prepare architectural and structural drawings, obtain the master developer's NOC from Emaar, Nakheel, Dubai Properties or Meraas as relevant, then submit to Dubai Municipality and arrange DEWA load changes where required. As a guide, interior-only villa renovations typically range from AED 150 to 350 per sq ft, while projects with extensions and external works run from AED 300 to 600 per sq ft.",
        ],
      },
    ],
    gallery: [
      "Renovated Jumeirah Park villa ground floor with open kitchen, dining area and garden view",
      "Mudon villa facade refreshed with warm white render, new timber doors and soft uplighting",
      "Springs villa extension with full-height glazing, a microcement floor and family lounge",
      "Arabian Ranches villa garden with a timber pergola, outdoor kitchen and porcelain pool deck",
      "Al Wasl villa master suite with oak flooring, upholstered wall panels and walk-in wardrobe",
      "Meadows villa staircase rebuilt with stone treads, an oak handrail and sculptural pendant light",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We survey the villa's structure and services, listen to how your family lives and what no longer works, and agree priorities, a budget envelope and a target completion date.",
      },
      {
        title: "Provide Solution",
        text: "Our architects and designers prepare layouts, 3D visuals and permit drawings, with a staged, itemised quotation and a programme showing every trade from demolition to landscaping.",
      },
      {
        title: "Deliver Perfection",
        text: "Our site manager coordinates every trade, from civil works to joinery and gardens, and hands over a finished villa with as-built drawings and a complete handover file.",
      },
    ],
    faq: [
      {
        question: "How long does a villa renovation take?",
        answer: "Small villa renovation projects, such as a new kitchen, bathrooms and flooring, typically take three to six months including approvals. Large renovations involving extensions, structural changes or extensive external works take more than twelve months. Permit timelines play a part, so we start submissions as soon as the design is fixed and show every stage in the programme.",
      },
      {
        question: "Can we live in the villa during the renovation?",
        answer: "For smaller scopes, yes, by phasing the works floor by floor and keeping a bedroom, bathroom and kitchen usable. For full renovations we advise moving out: it is safer, quicker and usually reduces cost because trades can work without interruption. Many families time the heaviest works for the summer holidays.",
      },
      {
        question: "Can you extend our villa or add a room?",
        answer: "Many communities allow extensions, but each master developer sets its own rules on setbacks, heights and materials. We check your community guidelines and plot plan, then design an extension, garden room or upper-floor bedroom that complies. Once the developer NOC is granted, we prepare structural drawings for Dubai Municipality and build to the approved plans.",
      },
      {
        question: "Do you renovate the outside of the villa too?",
        answer: "Yes. We repair and repaint facades with UV-stable coatings, replace tired windows and doors, build pergolas and outdoor kitchens, re-lay driveways and plan gardens with irrigation suited to the climate. Keeping interior and exterior works in one programme means shared access, a single site team and fewer weeks of disruption.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Ready to renovate your villa?",
      text: "Book a free consultation and site visit. Our team will walk through the villa with you, discuss what you would like to change and outline the approvals, budget and programme involved.",
    },
  },

  "painting-services": {
    tagline: "Clean lines, even finishes and colours chosen for Dubai's light and climate",
    introHeading: "Paintwork that starts with proper preparation",
    sections: [
      {
        heading: "Choosing colour for Dubai light",
        paragraphs: [
          "Colours behave differently here than on a European paint chart. Strong, high sun bleaches cool greys and makes bright whites glare, while a north-facing apartment in Downtown can feel flat in a cold neutral. We paint sample patches on your own walls and review them in morning and evening light before you commit. Warm whites, soft clay and sand tones, muted greens and deeper accents for a study or dining room tend to work well and stay calm under LED lighting.",
        ],
      },
      {
        heading: "Paints and coatings we use",
        paragraphs: [
          "Inside, we use low-VOC, washable emulsions in matt or eggshell, with anti-fungal formulations in bathrooms, kitchens and laundry rooms where humidity lingers. Doors and woodwork receive water-based enamels that resist yellowing. Outside, we apply elastomeric or acrylic coatings that bridge hairline cracks, reflect heat and hold their colour under intense UV, over a primer suited to cement render. Typical budgets range from AED 4,000 to 9,000 for a two-bedroom apartment and AED 18,000 to 45,000 for a villa exterior.",
        ],
        bullets: [
          "Low-VOC interior emulsions",
          "Anti-fungal paints for wet areas",
          "Heat-reflective exterior coatings",
          "Water-based enamels for doors and joinery",
          "Limewash, Venetian plaster and metallic effects",
        ],
      },
    ],
    gallery: [
      "Mirdif villa living room repainted in warm white with a deep clay accent wall",
      "Arabian Ranches villa exterior freshly coated in sand beige with crisp white window trims",
      "Limewash feature wall behind a dining table in a Dubai Hills townhouse",
      "Children's bedroom in JVC painted soft sage with a hand-painted arch behind the bed",
      "Painter spraying interior doors in a workshop booth with surrounding surfaces fully masked",
      "Business Bay apartment hallway with bright white ceilings and charcoal painted doors and skirtings",
    ],
    process: [
      {
        title: "Colour consultation",
        text: "We review your rooms, lighting and furnishings, suggest palettes and paint sample patches on site so you can choose colours in the real light of your home.",
      },
      {
        title: "Preparation and protection",
        text: "Floors, furniture and fittings are covered, then walls are washed, cracks filled, surfaces sanded and primed, and damp or flaking areas treated before any colour goes on.",
      },
      {
        title: "Application",
        text: "Our painters apply two or more finish coats by brush and roller, or by spray for doors and ceilings, cutting in crisp lines at skirtings, cornices and switches.",
      },
      {
        title: "Inspection and touch-ups",
        text: "We inspect every wall with you under strong side light, correct any marks or uneven patches, remove protection, clean up and leave labelled spare paint for future touch-ups.",
      },
    ],
    faq: [
      {
        question: "How long does it take to paint a villa?",
        answer: "Interior repainting of a typical four-bedroom villa takes around eight to twelve working days, depending on ceiling heights, colour changes and repairs. Exterior painting usually needs a further one to two weeks with access towers or scaffolding. In summer we schedule exterior work for early mornings, when surfaces are cool enough for coatings to cure properly.",
      },
      {
        question: "Do we need to move out while you paint?",
        answer: "No. Low-VOC paints have very little odour, and we work room by room, covering furniture and floors and tidying up each evening. Most clients stay at home throughout. For bedrooms we suggest a few hours of ventilation before sleeping in them, and our team plans this into the daily schedule.",
      },
      {
        question: "Do I need permission to repaint my villa exterior?",
        answer: "Usually, yes. Most master communities, including Arabian Ranches, Dubai Hills and Jumeirah Park, limit exterior colours to an approved palette. We check your community's guidelines, submit the colour choice for developer approval where required and start only once it is confirmed, so you avoid fines or having to repaint.",
      },
      {
        question: "Can you treat damp patches and cracks before painting?",
        answer: "Yes. We find the cause first, whether a leaking AC drain, a failed shower seal or condensation on a cold wall, because paint alone will not stop the problem returning. Once the source is fixed and the wall has dried, we remove loose material, fill, apply a sealing primer and repaint.",
      },
    ],
    carousels: [
      {
        heading: "What we paint",
        slides: [
          {
            title: "Interior painting",
            text: "Walls, ceilings, doors and woodwork in apartments, villas and offices, finished in washable, low-odour paints with furniture covered throughout.",
          },
          {
            title: "Exterior painting",
            text: "Villa facades, boundary walls and gates coated in heat-reflective, UV-stable systems that resist fading, chalking and hairline cracking under the Gulf sun.",
          },
          {
            title: "Feature finishes",
            text: "Limewash, Venetian plaster, metallic and textured effects for entrances, majlis walls and dining rooms, applied by the specialist finishers in our team.",
          },
        ],
      },
    ],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Planning to repaint your home?",
      text: "Book a free consultation. We will visit, look at the condition of your walls, talk through colours and finishes, and send a clear, itemised quotation with a schedule that suits you.",
    },
  },
}

import type { ServiceCopy } from '../types'

/**
 * Demo body copy for the 'Interior Fit-Out' service pages, keyed by page slug.
 * Counts follow `serviceFacts`; the company replaces the wording in the admin.
 */
export const interiorFitOutCopy: Record<string, ServiceCopy> = {
  "interior-fit-out-company-dubai": {
    tagline: "From bare shell to a working space, planned, approved and built by one team",
    introHeading: "Fit-out that takes a space from bare slab to open doors",
    sections: [
      {
        heading: "What a fit-out budget in Dubai really covers",
        paragraphs: [
          "Fit-out costs depend on the condition of the unit and the services it needs. A Category A office in Business Bay, with ceilings and air conditioning already installed, may need AED 180 to 300 per sq ft to complete, while a bare shell restaurant in JBR with new extraction, drainage and a commercial kitchen can exceed AED 700. We price each package separately, so you can see where the money goes before anything is ordered.",
        ],
        bullets: [
          "Partitions, ceilings and flooring",
          "Air conditioning, power, lighting, fire alarm and sprinklers",
          "Joinery and built-in furniture from our workshop",
          "Authority fees, NOCs and inspections listed separately",
        ],
      },
      {
        heading: "Built for the Dubai climate and its buildings",
        paragraphs: [
          "Interiors here sit behind glass that faces intense sun for most of the year, and they depend on air conditioning that runs almost without pause. We specify UV-stable finishes near glazing, moisture-tolerant boards in wet areas and sealed joints where fine sand finds its way in. On site we follow each tower's rules on delivery slots, noisy hours and service lift bookings, which in busy districts such as DIFC and Downtown shape the whole programme.",
        ],
      },
    ],
    gallery: [
      "Open-plan office in Business Bay with glass meeting rooms and timber acoustic ceiling baffles",
      "Boutique shopfront in City Walk with a bronze frame and illuminated display niches",
      "Restaurant dining room in JBR with leather banquettes and pendant lights over walnut tables",
      "Clinic reception in Dubai Healthcare City with a curved white counter and terrazzo floor",
      "Villa living room in Jumeirah with bespoke oak shelving and concealed cove lighting",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We survey the unit, read the landlord's fit-out guide and agree your brief, budget and opening date, then test the layout against authority rules before the design is fixed.",
      },
      {
        title: "Provide Solution",
        text: "You receive drawings, a material board, an itemised cost plan and a programme. Once approved, we make the authority submissions and order long-lead items such as glazing and joinery.",
      },
      {
        title: "Deliver Perfection",
        text: "Our site team builds, inspects and snags each area, arranges the final inspections and hands over as-built drawings, manuals and a space ready for its first working day.",
      },
    ],
    faq: [
      {
        question: "Do I need approvals for a fit-out in Dubai?",
        answer:
          "Almost always. Most projects need a landlord or building management NOC plus a permit from the authority for the area: Dubai Municipality on the mainland, DDA in free zones such as Dubai Internet City, or Trakhees in Jebel Ali. Any change to fire alarm, sprinklers or exits also needs Dubai Civil Defence approval. We prepare and track every submission for you.",
      },
      {
        question: "Can you build a design we already have?",
        answer:
          "Yes. We often build from architects' and brand designers' drawings. Our engineers review them first for buildability, compliance and cost, and suggest alternatives where a specified material has long lead times or copes poorly with heat and humidity. If you only have a concept, we can complete the technical package.",
      },
      {
        question: "How long do approvals take before work can start?",
        answer:
          "Usually two to six weeks, depending on the authority, the building and the scope. Simple layouts with no changes to fire services move faster; restaurants and clinics take longer because more departments review them. We start workshop production in parallel wherever it is safe to do so.",
      },
      {
        question: "Can you work while neighbours or our own staff use the building?",
        answer:
          "Yes. In occupied towers and malls we keep to building rules on noisy works, often drilling and demolishing after hours, and we protect corridors, lifts and common areas. For phased moves we build zone by zone, so your team keeps working while the next area is completed.",
      },
    ],
    carousels: [
      {
        heading: "Spaces we fit out",
        slides: [
          {
            title: "Offices",
            text: "Workplaces in Business Bay, DIFC and JLT planned around headcount, acoustics and technology, from compact start-ups to full corporate floors.",
            href: "/office-fit-out",
          },
          {
            title: "Retail stores",
            text: "Mall units and street shops with shopfronts, display joinery and lighting that meet landlord criteria and tight opening dates.",
            href: "/retail-fit-out-solutions",
          },
          {
            title: "Restaurants",
            text: "Dining rooms, bars and commercial kitchens, with extraction, gas and food safety approvals coordinated from the first drawing.",
            href: "/restaurant-fit-out-dubai",
          },
          {
            title: "Cafes",
            text: "Compact counters and seating that handle a morning rush efficiently yet feel warm enough for guests to linger.",
            href: "/cafe-interior-design-companies-in-dubai",
          },
          {
            title: "Clinics",
            text: "Medical and dental clinics with hygienic finishes, careful room adjacencies and the layouts Dubai Health Authority licensing expects.",
            href: "/healthcare-interior-design",
          },
          {
            title: "Hotels",
            text: "Guest rooms, lobbies and corridors refurbished floor by floor, so the hotel keeps trading while works continue around it.",
            href: "/hotel-interior-design-services",
          },
          {
            title: "Gyms",
            text: "Training floors with impact-absorbing rubber flooring, reinforced wall fixings for equipment and ventilation sized for busy classes.",
            href: "/gym-interior-design",
          },
          {
            title: "Salons",
            text: "Styling stations, treatment rooms and basin areas with the plumbing, lighting and durable finishes beauty businesses rely on.",
            href: "/salon-interior-design",
          },
          {
            title: "Showrooms",
            text: "Car, furniture and lighting showrooms in Al Quoz and along Sheikh Zayed Road, with flexible displays and generous ceiling heights.",
          },
          {
            title: "Villas",
            text: "Complete villa fit-outs in Jumeirah, Arabian Ranches and Palm Jumeirah, with kitchens, bathrooms and joinery made to measure.",
            href: "/villa-renovation-companies-dubai",
          },
          {
            title: "Exhibition stands",
            text: "Custom stands for shows at Dubai World Trade Centre, built in our workshop and installed within tight build-up windows.",
            href: "/exhibition-stand-design",
          },
        ],
      },
    ],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Planning an interior fit-out?",
      text: "Tell us about your space, your timeline and your budget. Book a free consultation and our team will walk you through approvals, costs and a realistic programme.",
    },
  },

  "office-fit-out": {
    tagline: "Workplaces planned around your people and built to programme across Dubai",
    introHeading: "Offices that support focus, teamwork and growth",
    sections: [
      {
        heading: "Planning the floor before building it",
        paragraphs: [
          "Headcount is only the starting point. We look at how often people come in, how many calls they take, how teams share information and where visitors are received. A hybrid team of 40 in DIFC may need fewer desks but more focus rooms, phone booths and a larger pantry than a traditional layout suggests. The test fit turns these habits into numbers, so your lease and your budget are measured against a real plan.",
        ],
        bullets: [
          "Ratios of workstations, meeting rooms and focus rooms",
          "Acoustic targets for partitions, ceilings and booths",
          "Power, data and AV positions for every desk and screen",
          "Storage, lockers and a pantry sized to actual use",
        ],
      },
      {
        heading: "Costs, services and the building around you",
        paragraphs: [
          "Most office fit-outs in Dubai fall between AED 180 and 450 per sq ft, depending on the base building and the level of finish. A Category A floor in Business Bay with ceilings and fan coil units in place costs far less to complete than a shell-and-core floor in a new tower. We check chilled water capacity, sprinkler and smoke detector layouts and riser access early, because relocating air conditioning and fire services is where office budgets most often stretch.",
        ],
      },
    ],
    gallery: [
      "Reception of a DIFC office with fluted oak wall panels and a stone-topped welcome desk",
      "Open workstation area in JLT with height-adjustable desks and suspended acoustic felt panels",
      "Glass-fronted boardroom with a twelve-seat walnut table and integrated video conferencing screen",
      "Two-person phone booths in a Downtown office upholstered in sage green acoustic fabric",
      "Staff pantry with terrazzo counter, breakfast bar stools and views towards Sheikh Zayed Road",
      "Director's office in Dubai Internet City with full-height glazing and built-in walnut shelving",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We study your headcount, working patterns and lease terms, survey the floor and prepare a test fit showing desk numbers, meeting spaces and an early budget range.",
      },
      {
        title: "Provide Solution",
        text: "We develop the design, lighting, acoustics and IT plan, price every package, and prepare the drawings the landlord and each authority will review before work begins.",
      },
      {
        title: "Deliver Perfection",
        text: "Our site team builds partitions, ceilings and services, installs furniture and signage, and works alongside your IT contractor so the office is ready on the agreed move-in date.",
      },
    ],
    faq: [
      {
        question: "What is the difference between Category A and Category B fit-out?",
        answer:
          "Category A is the landlord's base finish: raised floors, suspended ceilings, basic lighting and air conditioning. Category B is everything that makes the office yours, from partitions, meeting rooms and pantry to branded finishes, furniture and IT. Many Dubai leases include Category A, so we often adapt parts of it to suit the new layout.",
      },
      {
        question: "Which approvals does an office fit-out need?",
        answer:
          "It depends on where the building sits. Mainland towers in Business Bay or Downtown need Dubai Municipality permits, Dubai Internet City and Dubai Media City fall under DDA, JLT under DMCC and DIFC under its own authority. Almost every project also needs a landlord NOC and Dubai Civil Defence approval for fire alarm and sprinkler changes.",
      },
      {
        question: "Can we stay in our office while it is refurbished?",
        answer:
          "Often, yes. We divide the floor into phases, move teams into temporary areas and carry out demolition and drilling in the evenings or at weekends, within building rules. Dust screens keep working zones clean, and we reconnect data and power before each team moves back to its new area.",
      },
      {
        question: "Do you supply office furniture and IT infrastructure?",
        answer:
          "We supply task chairs, desks, meeting tables and soft seating from trusted manufacturers, alongside our own joinery for reception desks, pantries and storage. We install structured cabling, floor boxes and AV containment, and work with your IT provider on switches, Wi-Fi and conferencing, so everything is tested before move-in.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Moving or expanding your office?",
      text: "Share your headcount, lease details and target move-in date. Book a free consultation and we will suggest a test fit approach and an initial budget range for your floor.",
    },
  },

  "retail-fit-out-solutions": {
    tagline: "Shops that open on time, satisfy mall criteria and sell from day one",
    introHeading: "Retail spaces shaped around the way customers shop",
    sections: [
      {
        heading: "Working with mall landlords",
        paragraphs: [
          "Every major Dubai mall issues its own tenant design criteria, covering shopfront heights, signage, lighting levels, materials and even the graphics on the hoarding. We read them in full before the concept is drawn, prepare the design submission and answer landlord comments quickly, because the fit-out period in a retail lease is usually short and rent-free. Fit-out deposits, insurance certificates and contractor passes are handled by our team, so your handover date holds.",
        ],
        bullets: [
          "Shopfront, hoarding and signage drawings to mall criteria",
          "Night and weekend shifts in trading centres",
          "Landlord inspections and release of the fit-out deposit",
          "Coordination with your visual merchandising team",
        ],
      },
      {
        heading: "Display, lighting and finishes that last",
        paragraphs: [
          "Retail joinery takes daily wear from trolleys, handbags, cleaning machines and constant restocking. We build display walls with adjustable shelving channels, protect plinths with solid timber or metal edges, and specify porcelain or engineered stone floors that cope with heavy footfall. Lighting uses high colour rendering LEDs, usually CRI 90 or above, so fabrics, cosmetics and frames look the same in store as they do outside. For street-facing units in Jumeirah or City Walk, UV film keeps window displays from fading.",
        ],
      },
    ],
    gallery: [
      "Optical store in Jumeirah Park with walnut frame displays and a glazed eye testing room",
      "Fashion boutique in Dubai Hills Mall with brushed brass rails and a curved fitting room",
      "Beauty counter with backlit mirrored shelving and a white quartz testing station",
      "City Walk shopfront with full-height glazing, bronze lettering and a recessed entrance",
      "Oak veneer cash counter with integrated packaging storage and pendant lights above",
      "Printed mall hoarding with brand graphics concealing a retail unit under construction",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We review your brand guidelines, the landlord's design criteria and the lease dates, survey the unit and agree a layout, budget and opening target that work together.",
      },
      {
        title: "Provide Solution",
        text: "We prepare the landlord design pack, shop drawings for display joinery and the authority submissions, then start building fixtures in our workshop while approvals are processed.",
      },
      {
        title: "Deliver Perfection",
        text: "Our crews work the mall's permitted hours, install joinery and lighting, pass the landlord and Civil Defence inspections and hand over a clean unit ready for stock.",
      },
    ],
    faq: [
      {
        question: "How much does a retail fit-out cost in Dubai?",
        answer:
          "Most shop fit-outs we deliver fall between AED 250 and 600 per sq ft, excluding stock and loose fixtures from your brand suppliers. The main variables are the shopfront, the amount of bespoke joinery, the lighting specification and whether the unit needs new air conditioning or sprinkler work. We quote item by item after reviewing the landlord's criteria.",
      },
      {
        question: "Can you roll out the same design to several stores?",
        answer:
          "Yes. For brands opening several branches across Dubai and the wider UAE, we create a library of standard details and manufacture repeat fixtures in batches. Each site still receives its own survey and landlord submission, since column positions, ceiling heights and mall rules differ from one centre to the next.",
      },
      {
        question: "Will the works disturb neighbouring shops?",
        answer:
          "We plan to avoid it. Most malls restrict noisy or dusty work to the hours after closing, and some also limit deliveries, so we schedule crews and material drops around those windows. The programme we give you already reflects the real working time rather than an optimistic daytime estimate.",
      },
      {
        question: "Can you refresh an existing store without closing it?",
        answer:
          "Often we can. We phase the works zone by zone behind clean hoarding, replace displays and lighting overnight, and keep the till point and fitting rooms operating. A refresh of flooring, ceiling and joinery in a 1,000 sq ft store can usually be completed with only one or two days of closure.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Opening a new store?",
      text: "Send us your unit plan, the landlord's criteria and your opening date. Book a free consultation and we will outline a realistic programme and the approvals your shop will need.",
    },
  },

  "fit-out-contractors": {
    tagline: "Licensed trades, one project manager and a programme you can hold us to",
    introHeading: "A contractor who manages the risk, not just the trades",
    sections: [
      {
        heading: "How payments and costs are controlled",
        paragraphs: [
          "Payments follow milestones agreed in the contract, such as mobilisation, completion of first fix, closed ceilings, joinery installation and handover, and we never ask for full payment up front. Each invoice comes with photographs and a short progress note, so you pay for work you can see. Variations are priced and approved in writing before they are carried out, which keeps the final account close to the original quotation.",
        ],
        bullets: [
          "Itemised bill of quantities for every trade",
          "Written approval before any variation proceeds",
          "A small retention held until snags are closed",
          "Final account reconciled against the contract sum",
        ],
      },
      {
        heading: "What to check before appointing a contractor",
        paragraphs: [
          "Ask for a valid Dubai trade licence covering fit-out works, contractor's all risks and third-party liability insurance, and recent projects you can visit. Landlords in DIFC, Downtown and Dubai Marina increasingly require an approved contractor, method statements and a named safety officer before they issue an access permit. We provide all of these at tender stage, together with a programme that shows approvals, procurement and site works as separate, visible phases.",
        ],
      },
    ],
    gallery: [
      "Site engineer checking drawings beside metal stud partitions on an office floor in Business Bay",
      "Gypsum ceiling with access panels and sprinkler drops prepared in a Dubai Marina penthouse",
      "Converted Al Quoz warehouse with polished concrete floor and exposed black ductwork",
      "Carpenters installing walnut veneer wall panels along a hotel corridor in Downtown Dubai",
      "Completed retail unit after snagging with protective film removed and lighting commissioned",
      "Weekly site report on a tablet showing progress photographs and programme milestones",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We review your drawings or brief, visit the site, identify risks such as building restrictions or long-lead items, and issue an itemised quotation with a realistic programme.",
      },
      {
        title: "Provide Solution",
        text: "After signing we secure landlord permits and authority approvals, confirm materials with samples, and mobilise licensed trades in a sequence that has each stage inspected before the next begins.",
      },
      {
        title: "Deliver Perfection",
        text: "We close every snag, test and commission the MEP systems, arrange the final inspections and hand over as-built drawings, operation manuals and a clean, finished space.",
      },
    ],
    faq: [
      {
        question: "What insurance do you carry during the works?",
        answer:
          "We hold contractor's all risks cover for the works and materials on site, third-party liability insurance and workers' compensation for our staff. Certificates are issued naming you or the landlord as required, because most Dubai buildings will not grant site access without them.",
      },
      {
        question: "How do you handle changes once work has started?",
        answer:
          "Changes are common, and we plan for them. Every request is recorded, priced and assessed for its effect on the programme, then sent to you for written approval. Nothing is built until you sign, so you always know the current contract value and completion date.",
      },
      {
        question: "Who is our point of contact on site?",
        answer:
          "A dedicated project manager leads your project from mobilisation to handover, supported by a site engineer who is present every working day. You can visit the site whenever you wish with short notice to building security, and decisions needed from you are flagged well before they hold up the trades.",
      },
      {
        question: "Can you take over a project another contractor left unfinished?",
        answer:
          "Yes, after a careful survey. We check completed work against the drawings and approvals, open up ceilings where needed to inspect services, and identify anything that must be redone. You then receive a separate quotation and programme for completing the project properly.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Looking for a fit-out contractor?",
      text: "Send us your drawings or describe your space. Book a free consultation and we will review the scope, flag risks early and prepare a clear, itemised quotation.",
    },
  },

  "turnkey-interiors": {
    tagline: "One contract from empty shell to a furnished space you can use on day one",
    introHeading: "Hand over the keys, collect a finished space",
    sections: [
      {
        heading: "Furniture, procurement and lead times",
        paragraphs: [
          "Furniture is usually the longest item in a turnkey programme. European sofas and lighting can take ten to fourteen weeks to reach Jebel Ali, while pieces made in our own workshop, such as wardrobes, TV units and dining tables, take four to six. We order early, inspect deliveries at our warehouse and store them until the site is clean, so nothing arrives into dust or is damaged by other trades.",
        ],
        bullets: [
          "Furniture, lighting and rugs from local and international suppliers",
          "Curtains, blinds and blackout linings made to measure",
          "Art, accessories and styling for the final reveal",
          "Kitchenware, linens and tableware on request",
        ],
      },
      {
        heading: "For investors and holiday home owners",
        paragraphs: [
          "Many of our turnkey clients live abroad and own apartments in Downtown, Dubai Marina or Business Bay for short-term letting. We design for durability and easy cleaning, choose performance fabrics that resist staining and strong sunlight, and prepare the unit for holiday home registration with the Department of Economy and Tourism. Video walkthroughs at each milestone let you follow progress without flying in.",
        ],
      },
      {
        heading: "Warranty and aftercare",
        paragraphs: [
          "Every completed project carries a one-year workmanship warranty. If a door drops, a joint opens or a fitting fails during that year because of the way we built it, our team returns to put it right. At handover you also receive a folder of product manuals, paint codes and supplier contacts, which makes future maintenance simple for you or your property manager.",
        ],
      },
    ],
    gallery: [
      "Furnished Downtown Dubai living room with Burj Khalifa views, linen sofa and travertine coffee table",
      "Dubai Hills villa dining room with an oak table, fluted sideboard and sculptural pendant light",
      "Palm Jumeirah bedroom with an upholstered headboard, sheer curtains and open sea views",
      "Ready-to-trade cafe in Business Bay with a marble counter, rattan chairs and menu board",
      "Guest bathroom with terrazzo vanity, brushed brass fittings and towels styled for first guests",
      "Home office corner in a Dubai Marina apartment with built-in desk, shelving and task lighting",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We agree your brief, how you will use the space and a single all-in budget covering construction, joinery, furniture and styling, then confirm a handover date.",
      },
      {
        title: "Provide Solution",
        text: "You review 3D visuals, material samples and a priced furniture schedule. Once everything is signed off, we secure approvals and place orders in the sequence the programme requires.",
      },
      {
        title: "Deliver Perfection",
        text: "We build, install, furnish and style every room, complete a professional deep clean and walk you through the finished space before handing back the keys.",
      },
    ],
    faq: [
      {
        question: "Is turnkey more expensive than managing the trades myself?",
        answer:
          "Usually not, once time and mistakes are counted. We buy materials and furniture at trade prices, avoid the gaps and rework that occur between separate contractors, and carry the coordination risk ourselves. Turnkey apartments typically cost AED 300 to 650 per sq ft including furniture, depending on finishes and brands.",
      },
      {
        question: "Can I keep some of my existing furniture?",
        answer:
          "Of course. We photograph and measure the pieces you want to keep and design the layout around them. We can also reupholster or refinish them, store them safely during the works and return each one to the right room at the end.",
      },
      {
        question: "Do I need to be in Dubai during the project?",
        answer:
          "No. Many clients approve designs over video calls and sign documents electronically. We can hold the keys, deal with building management and arrange access for DEWA and internet connections, then share a recorded walkthrough at handover. You are welcome to visit whenever you are in the city.",
      },
      {
        question: "Do you deliver turnkey spaces for businesses as well as homes?",
        answer:
          "Yes. We hand over clinics, cafes, salons and offices fully equipped, with furniture, signage, IT points and back-of-house storage in place. We also obtain the fit-out completion certificates from Dubai Municipality and Dubai Civil Defence that your trade licence application depends on.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Want a space that is ready on day one?",
      text: "Tell us about the property, your plans for it and your timeline. Book a free consultation and we will outline a single budget and programme from design to styling.",
    },
  },

  "restaurant-fit-out-dubai": {
    tagline: "Kitchens that pass inspection and dining rooms guests remember, ready for opening night",
    introHeading: "Restaurants built for service, hygiene and atmosphere",
    sections: [
      {
        heading: "Getting the kitchen right first",
        paragraphs: [
          "The kitchen decides whether a restaurant can open, so we plan it before the dining room. We work with your chef and equipment supplier on the flow from delivery to storage, preparation, cooking, pass and wash-up, keeping raw and cooked areas apart as Dubai Municipality requires. Walls and floors receive washable, non-porous finishes with coved junctions, and every hood gets a wet chemical fire suppression system linked to the gas shut-off valve.",
        ],
        bullets: [
          "Extraction and fresh air balanced to keep the kitchen under negative pressure",
          "Grease traps sized and positioned to municipality and landlord rules",
          "Anti-slip quarry tiles or seamless resin flooring",
          "Gas installed by a Civil Defence approved contractor",
        ],
      },
      {
        heading: "Dining rooms and terraces for the Dubai climate",
        paragraphs: [
          "Guests notice comfort before design. We position supply diffusers to avoid cold draughts over banquettes, use acoustic plaster or fabric panels so conversation carries without raised voices, and set lighting scenes that shift from lunch to late evening. Terraces in JBR, Dubai Marina or along Jumeirah need shade, misting or outdoor cooling, and upholstery that resists UV and humidity. A full restaurant fit-out usually costs AED 450 to 900 per sq ft, largely depending on the kitchen.",
        ],
      },
    ],
    gallery: [
      "Open kitchen with a stainless steel pass and heat lamps facing a Business Bay dining room",
      "Terrace seating in JBR with a timber pergola, outdoor fans and sea-facing banquettes",
      "Fluted walnut bar counter with a brass foot rail and backlit glass shelving",
      "Commercial kitchen with extraction hood, wet chemical suppression and seamless resin floor",
      "Family restaurant in Al Barsha with a green tiled feature wall and booth seating",
      "Private dining room in Jumeirah with a round oak table and handwoven pendant lamp",
    ],
    process: [
      {
        title: "Plan with client",
        text: "We study your menu, service style and target covers with your chef and operator, survey the unit's gas, drainage and extraction routes, and agree a budget and opening date.",
      },
      {
        title: "Provide Solution",
        text: "We design the dining room and kitchen together, coordinate equipment layouts with the MEP services, and prepare the drawings that the authorities and landlord will review.",
      },
      {
        title: "Deliver Perfection",
        text: "We build, install and commission kitchen equipment and extraction, pass the final inspections, and support your team through soft opening so adjustments are made quickly.",
      },
    ],
    faq: [
      {
        question: "Can a unit that was previously a shop become a restaurant?",
        answer:
          "Often, but we check feasibility before you sign the lease. A former retail unit may lack a grease trap, a gas route, a shaft for kitchen exhaust or enough electrical load. We survey the space and confirm with the landlord whether these can be added, and at what cost, so there are no surprises later.",
      },
      {
        question: "Do you supply the kitchen equipment?",
        answer:
          "We can supply it through our kitchen partners or install equipment your operator has already chosen. Either way, we coordinate power, water, drainage and gas points to the exact models, so ovens, fryers, dishwashers and cold rooms connect correctly the first time.",
      },
      {
        question: "Can we take over an existing restaurant and reuse its kitchen?",
        answer:
          "Taking over a second-generation site can save time and money. We inspect the extraction ductwork, hood, grease trap and gas installation, test what remains and tell you plainly what can stay. Often the kitchen is reusable with upgrades, while the dining room is redesigned around your concept.",
      },
      {
        question: "Can we add outdoor seating?",
        answer:
          "Usually, with the right permissions. Terraces need approval from the landlord or master developer and, in some locations, from Dubai Municipality. We include pergolas, screens, lighting and outdoor cooling in our drawings and coordinate the application, so the terrace is ready on the day the restaurant opens.",
      },
    ],
    carousels: [],
    types: null,
    testimonials: [],
    consultation: {
      heading: "Opening a restaurant in Dubai?",
      text: "Share your concept, menu and preferred location. Book a free consultation and our team will review the space, the kitchen's feasibility and a realistic path to opening night.",
    },
  },
}

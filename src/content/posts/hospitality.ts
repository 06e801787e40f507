import type { PostCopy } from '../types'

/** Demo posts on hospitality and leisure interiors, landscape, and working with a designer from brief to handover. */
export const hospitalityPosts: PostCopy[] = [
  {
    url: 'hotel-rooms-designed-for-the-first-ten-minutes',
    title: 'Designing hotel rooms around a guest’s first ten minutes',
    publishedAt: '2024-04-22',
    metaTitle: 'Hotel Room Design: The Guest’s First Ten Minutes',
    metaDescription:
      'How we design Dubai hotel rooms around the guest’s first ten minutes: the first view, luggage, simple lighting, charging points and finishes that last.',
    imageAlt: 'A calm hotel bedroom in Dubai Marina with a made bed, warm bedside lights and the marina view through the window',
    intro: [
      'A guest’s opinion of a hotel room forms quickly. Within ten minutes of the door clicking shut they have found the light switches, or failed to; they have looked for a socket by the bed, wondered where to put a suitcase and noticed whether the air conditioning hums. Very little of that is about the finish schedule, and nearly all of it is about design.',
      'When we work on hotel rooms and serviced apartments in Dubai, from boutique properties in Al Barsha to tower suites in Business Bay and Dubai Marina, we walk through those first minutes step by step before we choose a single fabric. Here is what that walk-through looks like.',
    ],
    sections: [
      {
        heading: 'The door, the entrance and the first view',
        paragraphs: [
          'The first thing a guest sees should be the best thing in the room. Usually that is the window: in Dubai, a view of the Marina, the Creek or the desert edge is part of what the guest has paid for, so we keep the line of sight from the door to the glass clear of wardrobes and awkward partitions.',
          'The entrance itself has to work for someone carrying bags and a phone at the same time. A key-card slot at a sensible height, a light that comes on by itself, a full-length mirror and a surface for keys and a wallet all earn their place before the guest has taken three steps.',
        ],
      },
      {
        heading: 'Where does the suitcase go?',
        paragraphs: [
          'It sounds trivial, yet luggage is the first practical test. Long-haul guests often arrive with two large cases, and a room that offers only a folding rack soon looks cluttered. We plan for luggage as carefully as we plan the bed.',
        ],
        bullets: [
          'A luggage bench or low plinth built into the joinery, wide enough for an open case',
          'Wardrobes deep enough for hangers and shoes, with a light that switches on as the door opens',
          'A safe at waist height, not on the floor of a cupboard',
          'Hooks near the door for an abaya, a jacket or a beach bag',
          'Enough clear floor that two open cases never block the route to the bathroom',
        ],
      },
      {
        heading: 'Light and temperature the guest can understand',
        paragraphs: [
          'Nothing frustrates a tired guest more than a panel of unlabelled switches. We group lighting into a few simple scenes, such as arrival, relax and sleep, label them plainly and add a bedside control that turns everything off. Warm light suits the bedroom; crisper, brighter light belongs at the bathroom mirror, where guests need to see clearly.',
          'Temperature matters just as much in a city where summer days stay above forty degrees for months. The thermostat should be easy to read, the fan coil quiet, and blackout curtains should close fully so the room stays cool and the afternoon sun stays out. We coordinate with the engineers so that air-conditioning diffusers never blow straight onto the bed.',
        ],
      },
      {
        heading: 'Charging, working and the bedside',
        paragraphs: [
          'Guests now travel with a phone, a watch, a laptop and often a tablet. Sockets and USB points on both sides of the bed, at the desk and near the sofa are no longer a luxury; they are the first thing many guests look for. A bedside shelf wide enough for a phone, glasses and a glass of water, plus a reading light that does not wake a partner, completes the picture.',
          'The desk is the other small test. Business travellers heading to DIFC or Business Bay want a proper chair, a surface at the right height and a socket they can reach without crawling under furniture.',
        ],
        link: { label: 'See our hotel interior design service', href: '/hotel-interior-design-services' },
      },
      {
        heading: 'Designing for the operator as well as the guest',
        paragraphs: [
          'A room that delights on day one must still look good after a thousand check-ins. We specify finishes that housekeeping can clean quickly, upholstery that stands up to sand and sunscreen, and joinery with robust edges. Operators also need rooms they can turn around fast, so we keep surfaces clear and storage obvious.',
          'Get the first ten minutes right and the guest relaxes for the rest of the stay. Get them wrong and no amount of marble will rescue the review.',
        ],
      },
    ],
  },
  {
    url: 'cafe-interiors-that-tell-a-brand-story',
    title: 'Cafe interiors that tell your brand’s story in Dubai',
    publishedAt: '2024-08-31',
    metaTitle: 'Cafe Interiors That Tell Your Brand’s Story',
    metaDescription:
      'How a cafe interior in Dubai can tell your brand’s story: start with the why, choose telling materials, plan the layout and respect landlord approvals.',
    imageAlt: 'A specialty coffee bar with a reclaimed timber counter, open shelves of coffee beans and warm pendant lights',
    intro: [
      'Dubai is not short of coffee. Between the specialty roasters of Al Quoz, the kiosks of the big malls and the neighbourhood cafes of Jumeirah and JLT, customers have more choice than ever. What makes them choose yours, and come back, is often something they feel as they walk in rather than anything on the menu board.',
      'A cafe interior is a brand’s most persuasive piece of storytelling, and the only one customers can sit inside for an hour. Here is how we help owners turn a story into a space.',
    ],
    sections: [
      {
        heading: 'Start with the story, not the mood board',
        paragraphs: [
          'Before we sketch, we ask the owner to tell us why the cafe exists. A roaster who sources beans from a handful of farms, a family recipe for karak, a bakery built around slow-fermented bread: each suggests different materials, colours and layouts. A mood board of pretty cafes from elsewhere tells us very little about yours.',
          'From that conversation we draw out three or four words that every design decision must serve. If the words are ‘honest, warm, unhurried’, polished chrome and loud music will not fit, however fashionable they may be.',
        ],
      },
      {
        heading: 'Materials and details that carry the message',
        paragraphs: [
          'A story does not need to be told literally. A cafe built around a grandmother’s recipes does not need framed family photographs on every wall; a well-chosen tile, a brass tap or a handwritten menu can suggest the same warmth more gracefully. The strongest interiors let customers discover the story for themselves, and then share it.',
          'Customers read a space through its details, often without realising it. We look for places where the story can be touched and seen:',
        ],
        bullets: [
          'A counter front in a material that links to the product, such as reclaimed timber for a roaster or terrazzo for a modern patisserie',
          'Open shelving that shows beans, equipment or baked goods rather than hiding them away',
          'Bespoke joinery and seating in the brand’s own palette, not a catalogue colour',
          'Lighting that makes the food look good on a phone screen, because customers will photograph it',
          'Signage and graphics built into walls and glazing instead of added as an afterthought',
          'A visible brewing or baking area that turns preparation into theatre',
        ],
      },
      {
        heading: 'The layout is part of the story too',
        paragraphs: [
          'A grab-and-go kiosk in a Business Bay tower lobby and a neighbourhood cafe in Mudon tell different stories through their plans. The kiosk needs a clear queue, fast pick-up and a counter visible from the lifts. The neighbourhood cafe needs corners for laptops, a long table for families and a shaded terrace for the cooler months.',
          'We plan the route from door to counter to seat so that it feels natural, and we give the barista a workstation that does not fight the customer flow. Good storytelling falls apart quickly if staff are squeezing past guests with trays.',
        ],
      },
      {
        heading: 'Practical realities in Dubai',
        paragraphs: [
          'Cafe fit-outs in malls and towers come with the landlord’s fit-out guide, building management approvals and the relevant authority’s requirements for food premises, kitchen extraction and fire safety. We build these into the design from day one, so the story survives the approval process instead of being cut back at the last minute.',
          'A brand story should also age well. We favour materials that improve with wear and details that can be refreshed, such as a new menu wall or a seasonal display, without a full refit. Heat matters as well: a terrace in JLT or Jumeirah earns its keep for only part of the year, so the indoor seating has to feel generous in August too.',
        ],
        link: { label: 'Explore our cafe interior design service', href: '/cafe-interior-design-companies-in-dubai' },
      },
    ],
  },
  {
    url: 'gym-interior-design-flooring-zoning-atmosphere',
    title: 'Gym interior design: flooring, zoning and atmosphere',
    publishedAt: '2024-12-16',
    metaTitle: 'Gym Interior Design: Flooring, Zoning and Atmosphere',
    metaDescription:
      'Planning a gym in Dubai? Our guide to impact flooring, clear training zones, lighting, sound and cooling, and finishes that survive years of hard use.',
    imageAlt: 'A gym training floor with black rubber flooring, a turf sled track and rows of cardio machines facing tall windows',
    intro: [
      'A gym is one of the hardest-working interiors we design. Weights are dropped, treadmills run from dawn until late at night, and members expect the same energy at six in the morning as at nine in the evening. In Dubai, where the heat pushes training indoors for much of the year, a gym also has to feel like somewhere people want to spend time, not just somewhere they have to be.',
      'Whether it is a boutique studio in Dubai Marina, a residents’ gym in Damac Hills or a larger club in Al Barsha, we start with three things: the floor, the zones and the atmosphere.',
    ],
    sections: [
      {
        heading: 'Flooring: the decision that matters most',
        paragraphs: [
          'Gym flooring has to absorb impact, reduce noise and stay safe underfoot when it is wet with sweat. The right floor changes from zone to zone, and getting it wrong is expensive to put right once equipment is bolted down.',
          'Colour helps as well. A change of floor tone or a painted line tells members where one zone ends and another begins, without a single sign on the wall. In tower gyms we always check the building’s structural limits and the management’s rules on noise and vibration before we finalise the specification.',
        ],
        bullets: [
          'Thick rubber tiles or rolls in free-weight areas to protect the slab and dampen noise',
          'Acoustic underlays where the gym sits above offices or apartments',
          'Sprung or semi-sprung floors for classes, dance and high-impact work',
          'Artificial turf tracks for sled pushes and functional training',
          'Slip-resistant, easy-clean surfaces in changing rooms and around water points',
        ],
      },
      {
        heading: 'Zoning: giving every activity its own space',
        paragraphs: [
          'Members should be able to read the gym at a glance. We place cardio near windows where possible, keep heavy lifting away from quiet stretching areas and give functional training a clear, open floor. Routes between zones must stay wide enough for someone carrying a pair of dumbbells, with no equipment jutting into them.',
          'Reception, changing rooms and staff areas are zones too. A reception that looks straight onto the training floor sells memberships, and changing rooms with enough lockers, good ventilation and well-lit vanities often decide whether a member renews.',
          'We also leave room for change. Fitness formats move quickly, and a floor that can switch from functional rigs to a new class style without major works protects the owner’s investment. Flexible power and data points, and proper storage for mats and small equipment, make that far easier.',
        ],
      },
      {
        heading: 'Atmosphere: light, sound and air',
        paragraphs: [
          'Atmosphere is what turns a room full of equipment into a place with character. Lighting should be bright and even over training areas, with warmer, dimmable scenes in studios for yoga, stretching or recovery. Mirrors need careful placement so they help technique without creating glare.',
          'Sound and air are easy to overlook until members complain. We plan speaker positions and acoustic panels and, above all, enough fresh air and cooling for a room full of people working hard through a Dubai summer. Controlling humidity also protects equipment, timber and upholstery.',
        ],
        link: { label: 'See our gym interior design service', href: '/gym-interior-design' },
      },
      {
        heading: 'Built to last',
        paragraphs: [
          'Gym interiors take a beating, so we specify wall protection behind racks, robust joinery for reception and lockers, and finishes that can be cleaned every day without fading. Branding and graphics go on surfaces that are easy to update when the programme or the owner’s identity evolves.',
          'Where the gym serves a residential community, we also think about the neighbours: entrances that do not funnel members past quiet lobbies, and good acoustic separation from the homes above and beside it. A well-planned gym still looks sharp after years of heavy use, which is exactly what members and owners both want.',
        ],
      },
    ],
  },
  {
    url: 'salon-design-light-flow-and-the-clients-chair',
    title: 'Salon design: light, flow and the client’s chair',
    publishedAt: '2025-03-31',
    metaTitle: 'Salon Design: Light, Flow and the Client’s Chair',
    metaDescription:
      'Designing a salon in Dubai: honest lighting for colour, a calm route from door to basin, stations built around the client’s chair and hard-wearing finishes.',
    imageAlt: 'A row of salon styling stations with large framed mirrors, evenly lit faces and soft blush leather chairs',
    intro: [
      'In a salon, the client spends most of the visit in a single chair, looking at themselves in a mirror. That simple fact shapes almost everything about good salon design. If the light is unflattering, the chair uncomfortable or the stylist constantly stepping over cables, no amount of decoration will rescue the experience.',
      'We have designed salons and beauty spaces from Jumeirah villas converted for business to units in busy community centres in Arabian Ranches and JLT. These are the principles we come back to every time.',
    ],
    sections: [
      {
        heading: 'Light that tells the truth',
        paragraphs: [
          'Colourists need light that shows hair colour as it really is, and clients need light that makes them feel good about the result. We balance the two with high colour-rendering fittings at each station, positioned to light the face evenly from the front rather than casting shadows from above.',
          'Daylight is valuable but needs control. In Dubai, low afternoon sun can flood a shopfront with glare, so we use blinds, films or deep reveals to soften it. Warmer, softer light in reception and waiting areas then shifts the mood from work to welcome. Finishes matter here too: glossy surfaces bounce glare into clients’ eyes, so we prefer satin finishes around the stations and keep polished metal to small accents.',
        ],
      },
      {
        heading: 'Flow from the door to the basin and back',
        paragraphs: [
          'A salon works as a route. The client arrives, is greeted, changes, is washed, styled and finished, then pays. Each step should lead naturally to the next, without clients and staff crossing paths awkwardly. Retail shelving works best where clients pause naturally, while paying or waiting for a friend, rather than on the way to the basins.',
        ],
        bullets: [
          'A reception desk that sees the door and the waiting area at once',
          'A discreet place for coats, bags and abayas',
          'Basins set slightly apart, where clients can relax away from the noise of dryers',
          'A colour bar or dispensary close to the stations but out of clients’ view',
          'Routes wide enough for trolleys and for two people to pass',
          'A private room for treatments, bridal preparation or clients who prefer privacy',
        ],
      },
      {
        heading: 'The chair and the station',
        paragraphs: [
          'The client’s chair is the heart of the salon. It must be comfortable for a two-hour colour appointment, adjust smoothly for the stylist and leave enough space around it for work from every side. We usually plan the stations first, then fit the rest of the salon around them, not the other way round.',
          'Each station needs sockets at the right height for dryers and straighteners, storage for tools and a surface that cleans easily. Mirrors should be large enough for the client to see the back of their hair with a hand mirror, and framed so that each station feels like a personal space.',
          'Accessibility is part of comfort. Hydraulic chairs that lower easily, a basin that suits older clients and a step-free entrance all help a salon welcome everyone, from children to grandparents.',
        ],
      },
      {
        heading: 'Practical details behind the glamour',
        paragraphs: [
          'Water, power and ventilation drive much of a salon’s build cost and programme. Basins need proper drainage and hair traps, colour and treatment rooms need extraction, and the landlord and the relevant authority will want to review the plans before work starts. We coordinate these approvals so that the opening date holds.',
          'Storage deserves the same attention. Towels, stock and retail products all need a proper home, or they end up on the floor of the staff room. Finally, we choose finishes that resist water, chemicals and hair dye. A salon should look as fresh on its first anniversary as it did on opening day.',
        ],
        link: { label: 'Discover our salon interior design service', href: '/salon-interior-design' },
      },
    ],
  },
  {
    url: 'water-wise-landscape-design-for-dubai-gardens',
    title: 'Water-wise landscape design for Dubai gardens',
    publishedAt: '2025-07-17',
    metaTitle: 'Water-Wise Landscape Design for Dubai Gardens',
    metaDescription:
      'A garden that thrives in Dubai’s heat: hardy native planting, drip irrigation, mulch, shade and smarter hard landscaping that cuts water use all year.',
    imageAlt: 'A villa garden with a ghaf tree, ornamental grasses and pale stone paving beside a timber pergola',
    intro: [
      'A lush lawn looks wonderful in a brochure and takes a great deal of water to keep alive through a Dubai summer. Many villa owners in Arabian Ranches, Mudon and Damac Hills tell us the same story: the garden drinks water, the grass scorches anyway and the outdoor space is barely used between May and October.',
      'Water-wise landscape design offers a better answer. It is not about gravel and cactus; it is about choosing the right plants, putting water exactly where it is needed and making the garden shady and comfortable enough to enjoy.',
    ],
    sections: [
      {
        heading: 'Plant for the climate you have',
        paragraphs: [
          'The starting point is planting that is happy in heat, salty air and sandy soil. Native and well-adapted species need far less water once established, and they look at home in the strong desert light.',
          'We group plants with similar water needs together, so the irrigation can treat each zone differently instead of overwatering the whole garden to satisfy its thirstiest corner. Layering helps too: a canopy tree shading shrubs and groundcovers creates a cooler pocket in which everything needs less water.',
        ],
        bullets: [
          'Ghaf and sidr trees for shade and a strong local character',
          'Date palms, which frame a garden and shrug off the heat',
          'Bougainvillea and other hardy climbers for colour on walls and pergolas',
          'Ornamental grasses and succulents for texture in sunny beds',
          'Groundcovers in place of large areas of thirsty lawn',
        ],
      },
      {
        heading: 'Smarter irrigation',
        paragraphs: [
          'Drip irrigation delivers water straight to the roots, with far less lost to evaporation than spray systems. Combined with a controller that is adjusted with the seasons, and watering in the early morning or late evening, it makes a noticeable difference to consumption.',
          'Mulch and good soil preparation help too. A layer of organic mulch or decorative stone keeps roots cooler and holds moisture, and improving sandy soil before planting helps plants establish quickly. We also design systems that are easy to check, because a hidden leak in a buried pipe can waste water for months. Whoever maintains the garden should understand the plan as well, because a schedule set for July wastes water in January.',
        ],
      },
      {
        heading: 'Shade is a water-saving tool',
        paragraphs: [
          'Shade lowers ground temperatures, reduces evaporation and makes the garden usable for more of the year. Trees take time to mature, so we often combine them with pergolas, shade sails or covered seating. A well-placed pergola over a terrace can turn a sun trap into the family’s favourite evening spot.',
          'Where clients still want green underfoot, we talk honestly about the options. A smaller, well-drained lawn where children actually play is often better than grass from wall to wall, and good artificial turf can suit areas that are hard to irrigate, although it heats up in direct sun and needs shade nearby.',
        ],
        link: { label: 'See our pergola designs', href: '/pergola-manufacturer-in-dubai' },
      },
      {
        heading: 'Hard landscaping with a purpose',
        paragraphs: [
          'Paving, decking and gravel reduce the area that needs water, but they should be chosen with heat in mind. Light-coloured stone stays cooler underfoot than dark tiles, and permeable surfaces let the occasional rain soak in instead of running off. Before any work starts, we check the community’s guidelines and any developer or landlord approvals needed for changes to the garden.',
          'Outdoor lighting extends the garden into the evening, which is when most families use it for much of the year. Low-level lights along paths and uplights in trees add atmosphere without adding heat, and show off the planting when it looks its best.',
          'A water-wise garden is calmer, cheaper to run and easier to maintain. Most importantly, it is a garden you will actually use.',
        ],
        link: { label: 'Explore our landscape design service', href: '/landscape-design' },
      },
    ],
  },
  {
    url: 'how-to-brief-an-interior-designer',
    title: 'How to brief an interior designer and get the home you want',
    publishedAt: '2025-10-28',
    metaTitle: 'How to Brief an Interior Designer in Dubai',
    metaDescription:
      'What to tell an interior designer at the first meeting: how you live, what to bring, an honest budget range and how decisions will be made on your project.',
    imageAlt: 'A homeowner and a designer reviewing floor plans, fabric swatches and stone samples on a dining table',
    intro: [
      'The best projects we deliver almost always begin with a good brief. Not a long one, necessarily, and certainly not a finished design, but an honest picture of how you live, what you need and what you can spend. A clear brief saves weeks of back-and-forth and lets your designer spend time on ideas rather than guesswork.',
      'Whether you are furnishing a new apartment in Dubai Marina or renovating a family villa in Jumeirah, here is what we find most useful to hear at the first meeting.',
    ],
    sections: [
      {
        heading: 'Tell us how you live',
        paragraphs: [
          'Describe an ordinary weekday and a typical weekend. Who cooks, and how often? Do you host large family gatherings or small dinners with friends? Does anyone work from home? Are there children, elderly relatives, pets or live-in staff to plan for? These answers shape the layout far more than any colour preference.',
          'It also helps to tell us what frustrates you about your current home. ‘Never enough storage by the front door’ or ‘the kitchen is too dark in the evening’ gives us a clear problem to solve.',
          'Think about the seasons, too. Many Dubai families live differently in summer, when terraces sit empty and life moves into air-conditioned rooms, than in the cooler months, when gardens and balconies come alive.',
        ],
      },
      {
        heading: 'What to bring to the first meeting',
        paragraphs: [
          'You do not need to prepare a presentation, but a few things make the first meeting far more productive:',
        ],
        bullets: [
          'Floor plans or the developer’s drawings, if you have them',
          'Photographs of the rooms as they are today',
          'Images of interiors you love and, just as usefully, ones you dislike',
          'A list of furniture, art or heirlooms you want to keep',
          'Your ideal timeline, including fixed dates such as a move-in or a family celebration',
          'A realistic budget range, even if it is only approximate',
          'Any tenancy, landlord or building management restrictions you already know about',
        ],
      },
      {
        heading: 'Be honest about the budget',
        paragraphs: [
          'Many people hesitate to share a budget in case the designer simply spends all of it. In practice, a range allows us to recommend where to invest and where to save: perhaps bespoke joinery in the living room and well-chosen ready-made pieces in the guest bedroom. Without one, we can only guess, and the first proposal is likely to miss the mark.',
          'Tell us, too, what matters most if the budget has to stretch. Is it the quality of the kitchen, the flooring throughout, or simply finishing before the new school year starts?',
        ],
      },
      {
        heading: 'What you do not need to know',
        paragraphs: [
          'You do not need to know the names of styles or materials, and you do not need to have chosen tiles or taps. That is our job. Nor do you need a perfect collection of saved images; a few photographs from a holiday, a hotel lobby you liked in DIFC or a friend’s kitchen in Al Barsha often tell us more than a hundred pins.',
          'What we do need is candour. If you dislike a colour your partner loves, say so early. Design conversations go best when disagreements are out in the open, not discovered halfway through the works.',
        ],
      },
      {
        heading: 'Agree how decisions will be made',
        paragraphs: [
          'A good brief covers the process as well as the result. Who makes the final decisions? How do you prefer to review designs: in person, on screen or with samples at home? How quickly can you respond when we need a choice on tiles or fabrics? Clear answers keep the programme moving, especially when suppliers and site teams are waiting.',
          'A brief is not fixed for ever. It will sharpen as you see concepts and react to them, and that is exactly how it should work. The aim is a shared starting point that both sides understand.',
        ],
        link: { label: 'See our residential interior design service', href: '/residential-interior-design' },
      },
    ],
  },
  {
    url: 'budgeting-a-renovation-contingency-stages-and-payments',
    title: 'Budgeting a renovation: contingency, stages and fair payments',
    publishedAt: '2026-02-11',
    metaTitle: 'Budgeting a Renovation: Contingency and Staged Payments',
    metaDescription:
      'How to budget a Dubai renovation: build it from a clear scope, hold a contingency, pay in stages tied to progress and never hand over the full sum up front.',
    imageAlt: 'A villa kitchen mid-renovation with new plumbing in the walls and a printed cost plan on a trestle table',
    intro: [
      'Few things cause more stress in a renovation than money. Costs that creep, invoices that arrive before the work is done and surprises behind old tiles can sour even the most beautiful project. Most of that stress can be avoided with a clear budget agreed at the start and a payment structure that follows progress on site.',
      'Here is how we approach budgeting with villa and apartment owners across Dubai, from Al Barsha to Arabian Ranches.',
    ],
    sections: [
      {
        heading: 'Build the budget from the scope, not the other way round',
        paragraphs: [
          'A renovation budget should start with a clearly defined scope: which rooms, which finishes, which systems. ‘Refresh the kitchen’ can mean new cabinet doors or a complete rebuild with new plumbing and electrics, and the difference in cost is enormous. We break the scope down by trade and item so you can see where the money goes and make informed choices.',
          'The programme affects cost too. A bathroom renovation typically takes two to four weeks, and larger ones six to eight weeks or more. A villa renovation usually runs three to six months, and major works can stretch to a year or beyond. Longer programmes mean more site management and more time living with disruption, so they belong in the budget conversation.',
        ],
      },
      {
        heading: 'Always hold a contingency',
        paragraphs: [
          'Older villas in particular hide things: corroded pipes, uneven screeds, wiring that no longer suits modern appliances. Even newer apartments can surprise once finishes come off. We recommend setting aside a contingency, commonly somewhere around ten to fifteen per cent of the works, for items nobody could reasonably see at the start. Towers add their own constraints, such as restricted working hours or rules on debris removal, so we find out what the building management requires before we price.',
          'A contingency is not an invitation to spend. It is money held in reserve, released only when something unexpected needs dealing with and agreed in writing first. If the project runs smoothly, it stays in your pocket or goes towards an upgrade you choose.',
        ],
      },
      {
        heading: 'Pay in stages, never everything up front',
        paragraphs: [
          'We do not ask for full payment up front, and we would advise caution with anyone who does. Payments should follow visible progress, so that you are never far ahead of the work on site, and each one should come with something you can see: photographs, a site visit or a short progress report.',
          'If a variation is agreed along the way, it should be priced and signed before the work is carried out and added to the next stage payment, not saved up as a surprise at the end. A typical structure links each payment to a milestone:',
        ],
        bullets: [
          'A deposit on signing, to secure the programme and order long-lead items',
          'A payment when demolition and first-fix services are complete',
          'A payment when walls, floors and ceilings are finished and ready for joinery',
          'A payment on installation of kitchens, wardrobes and sanitaryware',
          'A final payment once snagging is closed and the project is handed over',
        ],
      },
      {
        heading: 'Know what is included, and what is not',
        paragraphs: [
          'Ask whether the quote covers design fees, building management or landlord approvals, debris removal, protection of common areas, final cleaning and loose furniture. Items left out of a quote are the most common source of budget surprises. We also explain our one-year warranty on workmanship, so you know what is covered after handover.',
          'A well-planned budget does not restrict a renovation. It gives you the confidence to make decisions, knowing what each one costs and when you will pay for it.',
        ],
        link: { label: 'Explore our renovation services', href: '/renovation-services' },
      },
    ],
  },
  {
    url: 'interior-trends-in-uae-homes-2026',
    title: 'Interior trends we are seeing in UAE homes in 2026',
    publishedAt: '2026-06-03',
    metaTitle: 'Interior Trends in UAE Homes in 2026',
    metaDescription:
      'The interior trends we see in UAE villas and apartments in 2026: warm minimalism, natural texture, hidden storage, majlis living and climate-smart choices.',
    imageAlt: 'A warm minimalist living room with limewashed walls, a curved boucle sofa and fluted oak joinery',
    intro: [
      'Trends come and go quickly on social media, but the ones that take root in real homes move more slowly. Across the villas and apartments we have worked on this year, from Damac Hills to Jumeirah and from Dubai Marina to JLT, a few clear directions stand out. They say a lot about how people in the UAE want to live now: more calmly, more personally and with more attention to the climate.',
      'Here are the trends we see most often in our briefs and on our sites.',
    ],
    sections: [
      {
        heading: 'Warm minimalism and natural materials',
        paragraphs: [
          'The cool grey interiors of a decade ago have given way to warmer palettes: sand, clay, olive and soft white, with oak, walnut and travertine doing much of the work. Clients still want clean lines and calm rooms, but they want them to feel lived-in rather than showroom-perfect. Colour is returning in measured doses: a deep green study, a terracotta powder room or a rust-toned sofa against pale walls.',
          'Texture is taking the place of pattern. Limewashed walls, fluted timber panels, bouclé and linen upholstery and honed stone all add depth without clutter, and they look beautiful in the strong Dubai light.',
        ],
      },
      {
        heading: 'Features we keep seeing on site',
        paragraphs: ['Beyond the overall mood, particular features keep appearing in our projects:'],
        bullets: [
          'Bespoke joinery that hides storage, appliances and screens behind seamless panels',
          'Curved forms in sofas, archways, headboards and kitchen islands',
          'Larger kitchens with a separate back kitchen or pantry for heavier cooking',
          'Home offices designed as proper rooms rather than a desk in a corner',
          'Majlis-inspired living rooms that blend traditional hospitality with contemporary furniture',
          'Spa-like bathrooms with walk-in showers, warm lighting and natural stone',
          'Outdoor living rooms with shade, cooling and lighting for the cooler months',
        ],
      },
      {
        heading: 'Designing with the climate in mind',
        paragraphs: [
          'More homeowners are asking how their interiors will cope with heat, humidity and dust. That shapes their choices: performance fabrics that resist fading, solar films and layered window treatments, easy-clean surfaces and flooring that handles sand carried in from the garden. Efficient lighting and better-sealed windows appear in more briefs too, not as a fashion but as common sense.',
          'Smart-home controls are becoming quieter and simpler. Clients want a few reliable lighting scenes and a way to cool the house before they get home, not a complicated panel in every room.',
        ],
      },
      {
        heading: 'Lighting in layers',
        paragraphs: [
          'Lighting has moved on from rows of downlights. Clients increasingly ask for layered schemes: concealed strips in joinery and coves, wall lights at eye level, and table and floor lamps that bring evening light down to where people sit. Warm, dimmable light suits the new palettes and makes rooms feel calmer after a long, bright day.',
          'Statement pendants are still popular over dining tables and islands, but they are larger and simpler than before, often in paper, rattan, alabaster or glass with a handmade quality.',
        ],
      },
      {
        heading: 'Personal over perfect',
        paragraphs: [
          'Perhaps the strongest trend of all is a move towards homes that tell the owner’s story. Art collected on travels, family pieces reworked by a joiner, a headboard designed around a favourite textile: these details matter more to our clients than the latest catalogue look. Tenants feel this too, and in Dubai Marina and JLT they ask for changes that personalise a flat without breaking the tenancy: freestanding storage, a new headboard, soft furnishings and lighting they can take with them.',
          'Trends are useful as a starting point, but the best interiors outlast them. We help clients take what suits the way they live and leave the rest.',
        ],
        link: { label: 'See our custom-made furniture', href: '/custom-made-furniture-dubai' },
      },
    ],
  },
  {
    url: 'from-concept-to-handover-project-stages',
    title: 'From concept to handover: what happens at each stage',
    publishedAt: '2026-10-27',
    metaTitle: 'From Concept to Handover: Every Stage of a Project',
    metaDescription:
      'What happens at each stage of an interior project in Dubai, from brief and concept to approvals, works on site, snagging and handover with a warranty.',
    imageAlt: 'A designer and a client walking through a finished villa living room with a snagging checklist on a tablet',
    intro: [
      'For many clients, an interior project is something they do once or twice in a lifetime. It is natural to wonder what happens after the first meeting, when decisions are needed and what ‘handover’ really means. Knowing the stages makes the whole process calmer and helps you plan your life around it.',
      'Every project is different, but most of ours, whether a villa in Arabian Ranches or an office in JLT, follow the same path from first idea to final key.',
    ],
    sections: [
      {
        heading: 'Concept and design',
        paragraphs: [
          'It begins with the brief and a site survey, where we measure, photograph and check the existing services. From there we develop a concept: the layout, the mood, the palette and the key materials. Once the concept is agreed, we move into detailed design, with drawings, finish schedules, joinery details, lighting and electrical layouts and a cost plan that matches the design.',
          'This is the stage for changing your mind. An alteration on paper costs very little; the same change once walls are built costs far more. We show materials as physical samples wherever possible, because stone and fabric rarely look the same on a screen as in your hand.',
        ],
      },
      {
        heading: 'Approvals and preparation',
        paragraphs: [
          'Most projects in Dubai need permission before work starts, whether from the building management, the landlord, the developer or the relevant authority, depending on the scope. We prepare the drawings and documents they ask for and handle the submissions, so you are not left chasing NOCs. Meanwhile we order long-lead items such as kitchens, custom furniture and imported stone, so they arrive when the site is ready for them. Before we start, you receive a programme showing each stage, so you know when noise, deliveries and access will affect you or your neighbours.',
        ],
      },
      {
        heading: 'On site: from strip-out to finishes',
        paragraphs: [
          'Construction follows a clear sequence, and each step is inspected before the next begins. You receive regular updates with photographs, and we arrange site visits at the key moments. A standard office fit-out can be delivered in about 45 days; a villa renovation typically takes three to six months, and major works longer.',
        ],
        bullets: [
          'Protection of floors, lifts and common areas, then demolition and strip-out',
          'First fix: new plumbing, electrics, data and air-conditioning routes',
          'Walls, ceilings and screeds, with waterproofing in wet areas',
          'Tiling, flooring and painting',
          'Second fix: lights, sockets, sanitaryware and appliances',
          'Installation of joinery, wardrobes, kitchens and feature walls',
        ],
      },
      {
        heading: 'Snagging: the detail that makes the difference',
        paragraphs: [
          'Snagging is the stage many clients do not know about until they see it. Before handover we walk the whole project room by room and list every imperfection, however small: a chipped tile edge, a door that catches, a paint line that wanders, a socket plate slightly out of level. Our team fixes each item, and then we walk it again. Good snagging needs good light and fresh eyes, so we check rooms in daylight and again with the lighting on, joined by a colleague who has not worked on the site.',
          'We then invite you to do your own walk-through with us. Anything you spot goes on the same list and is closed before the final handover.',
        ],
      },
      {
        heading: 'Handover and beyond',
        paragraphs: [
          'At handover you receive a clean, finished space along with the practical information you need: manufacturers’ warranties for appliances and equipment, care guidance for finishes and a contact for any questions. Our workmanship carries a one-year warranty, so if something needs attention after you move in, we come back and put it right.',
          'A good project does not end at the door. It ends when you are settled and happy, and that is the standard we work to.',
        ],
        link: { label: 'See our turnkey interiors service', href: '/turnkey-interiors' },
      },
    ],
  },
]

import type { PostCopy } from '../types'

/** Demo posts on restaurants, hotel lobbies, spas and sports venues, and on living through a design project: fees, renovation at home and reading renders. */
export const leisurePosts: PostCopy[] = [
  {
    url: 'restaurant-lighting-from-lunch-to-late',
    title: 'Restaurant lighting and ambience: one room from lunch to late',
    publishedAt: '2023-05-11',
    metaTitle: 'Restaurant Lighting and Ambience from Lunch to Late',
    metaDescription:
      'How we light Dubai restaurants that work from a bright business lunch to a late, low-lit dinner: layers, scenes, warm tones, table light and daylight control.',
    imageAlt: 'A restaurant dining room in DIFC at dusk, with low pendants over the tables and warm light washing a timber wall',
    intro: [
      'A restaurant rarely serves one kind of guest. At one o’clock it hosts a quick business lunch for people from the towers nearby; by nine it is a place for long dinners, birthdays and first dates; on a Friday it may be a family brunch that runs all afternoon. The furniture and the menu can stretch across all of those moments. The lighting has to change with them.',
      'We have lit dining rooms in DIFC, Dubai Marina and Jumeirah. The main thing we have learned is that a room which looks beautiful at night can feel gloomy at noon, and one that is bright enough for lunch can feel like a canteen after dark. The answer is to plan light as a sequence of scenes, not a single setting.',
    ],
    sections: [
      {
        heading: 'Start with daylight, then tame it',
        paragraphs: [
          'In Dubai, daylight is a gift and a problem. Full-height glazing onto a promenade or a marina draws guests in, but the midday sun brings glare, heat and harsh reflections off glass tabletops. We plan sheer blinds or screens that soften the light without hiding the view, and choose matt or honed finishes for tables and bars so that reflections do not bounce into guests’ eyes.',
          'Deeper in the plan, where daylight fades, we add soft ambient light so that a lunch table at the back of the room never feels like the second-best seat.',
          'The hour around sunset needs its own plan. As daylight drops quickly, the electric light should rise to meet it, then fall again once the room settles into dinner. We usually set a short dusk scene for exactly this moment, so the team is not adjusting dimmers by guesswork while guests are arriving.',
        ],
      },
      {
        heading: 'Layers that can be dimmed independently',
        paragraphs: [
          'The secret of a room that changes through the day is separate circuits for each layer, each on its own dimmer and grouped into simple scenes. Staff should be able to move from lunch to dinner with one button, not a row of unlabelled switches.',
        ],
        bullets: [
          'Ambient light from coves, ceiling washes or wall lights, turned up at lunch and down at night',
          'Table light from low pendants or table lamps, which carries the room after dark',
          'Accent light on artwork, a feature wall, plants or the bar back',
          'Task light at the pass, the bar and the host stand, where staff must see clearly',
          'Discreet guide lights on steps, level changes and the route to the washrooms',
        ],
      },
      {
        heading: 'Warm colour, good faces',
        paragraphs: [
          'Guests judge a restaurant partly by how they look in it. Warm white light with good colour rendering flatters skin, makes food look appetising and helps a room feel generous. Cooler light belongs in the kitchen, not over the tables. We also avoid strong downlights directly above diners, which cast hard shadows under the eyes; light that comes from the side or from a low pendant is far kinder.',
          'Consistency matters as much as colour. A mix of lamps with slightly different tones makes a ceiling look patchy, so we specify fittings as a family and keep spares for the operator.',
        ],
      },
      {
        heading: 'Sound, scent and the rest of the ambience',
        paragraphs: [
          'Lighting sets the mood, but ambience is also about sound. Hard floors, glass and stone make a busy dinner service loud, so we balance them with upholstered banquettes, curtains and acoustic panels hidden behind timber slats or fabric. Music levels should rise gently through the evening as the lights come down.',
          'Finally, we think about the terrace. For much of the year, Dubai diners want to eat outside after sunset, and the outdoor lighting should feel like a continuation of the room, with the same warm tone and low, table-level glow.',
        ],
        link: { label: 'See our restaurant fit-out service', href: '/restaurant-fit-out-dubai' },
      },
    ],
  },
  {
    url: 'boutique-hotel-lobby-like-a-living-room',
    title: 'Boutique hotel lobbies that feel like a living room, not a waiting room',
    publishedAt: '2023-12-22',
    metaTitle: 'Boutique Hotel Lobbies That Feel Like a Living Room',
    metaDescription:
      'How we design boutique hotel lobbies in Dubai that guests want to linger in: a warm welcome, mixed seating, layered light, local materials and quiet corners.',
    imageAlt: 'A boutique hotel lobby in Jumeirah with deep sofas, a rug, bookshelves and a small reception desk beside a window',
    intro: [
      'A large hotel can impress with scale: soaring ceilings, a long reception counter and an atrium of stone. A boutique hotel has to win guests another way. Its lobby should feel like the living room of a well-travelled friend, a place where people sit down with a coffee, meet a colleague or read for an hour rather than pass straight through to the lifts.',
      'For owners in Jumeirah, Al Barsha or the quieter streets near Downtown, that living-room lobby is also a commercial asset. A lobby that locals use for meetings and drinks brings life and revenue to the ground floor all day. Here is how we approach it.',
    ],
    sections: [
      {
        heading: 'Make the welcome personal',
        paragraphs: [
          'The traditional reception counter puts a barrier between staff and guest. In a boutique setting we often replace it with a smaller desk, a table or even a pair of standing pods, so that the team can step out and greet people. Check-in becomes a conversation rather than a transaction.',
          'Back-of-house still has to work. Luggage storage, a printer, a safe and a staff area need a home just behind the welcome point, planned into the joinery so that none of it spills into view.',
          'We also think about the first few seconds inside the door. Arriving from the heat and glare of a Dubai afternoon, guests need a moment to adjust, so the entrance should be shaded, cool and calm, with somewhere to put down a bag and a clear sight of a friendly face.',
        ],
      },
      {
        heading: 'Furnish it like a home',
        paragraphs: [
          'A living room is made of varied pieces that look collected over time, and a lobby can follow the same logic. Instead of identical rows of chairs, we mix seating so that every kind of guest finds a place.',
        ],
        bullets: [
          'Deep sofas and armchairs grouped around low tables for conversation',
          'A long communal table with power sockets for laptops and working breakfasts',
          'One or two high-backed chairs or a window seat for a guest alone',
          'Rugs that define each zone and soften the sound of hard floors',
          'Bookshelves, ceramics and art that reward a second look',
        ],
        link: { label: 'See our custom-made furniture', href: '/custom-made-furniture-dubai' },
      },
      {
        heading: 'Light it like a home, too',
        paragraphs: [
          'Homes are lit with lamps, not grids of downlights. We use table and floor lamps, wall lights at eye level and warm, dimmable ambient light so the lobby glows in the evening instead of glaring. By day, generous windows and sheer curtains keep the room bright without letting the Dubai sun overheat the seating.',
          'Scent, music and temperature finish the picture. A lobby that feels chilly from the air conditioning or echoes with every footstep will never feel like a living room, however beautiful the sofas.',
          'The lobby should also change through the day, just as a home does. Morning light and coffee for early departures, a quieter afternoon for meetings, then lower lamps and a livelier bar as evening guests come in. Planning those moments with the operator shapes everything from socket positions to the dimming scenes.',
        ],
      },
      {
        heading: 'Materials with a sense of place',
        paragraphs: [
          'Guests who choose a boutique hotel want to know where they are. We draw on the region with restraint: timber screens inspired by traditional patterns, sand-toned plaster, woven textiles and local art, rather than obvious themed decoration. Each material must also survive heavy use, so we choose performance fabrics, sealed stone and durable timber finishes that housekeeping can maintain easily.',
          'Done well, the lobby becomes the hotel’s signature: the photograph guests share, and the room they remember long after checking out.',
        ],
        link: { label: 'See our hotel interior design service', href: '/hotel-interior-design-services' },
      },
    ],
  },
  {
    url: 'spa-and-wellness-interiors-calm-water-materials',
    title: 'Spa and wellness interiors: designing with calm, water and materials',
    publishedAt: '2024-07-09',
    metaTitle: 'Spa and Wellness Interiors: Calm, Water and Materials',
    metaDescription:
      'How we design spa and wellness interiors in Dubai: a calm arrival, a clear journey, materials that handle water and steam, soft light and quiet, easy upkeep.',
    imageAlt: 'A spa relaxation room with a stone plunge pool, timber slatted walls and soft light from concealed coves',
    intro: [
      'A spa sells a feeling. Guests arrive from traffic, meetings or a humid walk across a car park, and within a few minutes the space has to slow their breathing. That calm does not come from candles alone. It comes from a careful plan, a restrained palette and, above all, materials that stay beautiful in a room full of water and steam.',
      'Whether the brief is a hotel spa in Dubai Marina, a wellness floor in a Business Bay tower or a private treatment room in a Jumeirah villa, we design around the same three ideas: the journey, the water and the materials.',
    ],
    sections: [
      {
        heading: 'Design the journey, not just the rooms',
        paragraphs: [
          'Guests should move through a spa in a gentle sequence: reception, changing, a wet area or thermal suite, treatment rooms and a relaxation lounge, then back out without retracing their steps through the busiest areas. We keep routes for guests and therapists separate where we can, so that linen trolleys and staff conversations stay out of sight.',
          'Thresholds matter. A change in floor finish, a lower ceiling or a dimmer corridor tells the body that it is entering a different place, long before anyone says a word.',
          'Reception deserves the same care. It is where the noise of the outside world has to stop, so we keep it compact and softly lit, with a comfortable place to wait, a discreet retail display and a desk that does not look like a hotel check-in counter.',
        ],
      },
      {
        heading: 'Water, steam and the services behind them',
        paragraphs: [
          'Pools, steam rooms, showers and vitality baths bring technical demands that shape the whole project. Waterproofing must be continuous, falls must carry water to drains, and ventilation has to cope with steam so that condensation never runs down walls or stains ceilings. In Dubai’s climate, where outside air is hot and humid for months, the air-conditioning design needs particular care.',
          'We coordinate closely with specialist engineers and follow the operator’s and the relevant authority’s requirements for wet areas. None of it is glamorous, but it decides whether a spa still looks new after three years.',
        ],
      },
      {
        heading: 'Materials that handle moisture and feel good underfoot',
        paragraphs: [
          'Guests walk barefoot, so texture is part of the experience. We choose surfaces for slip resistance, warmth and easy cleaning as well as looks.',
        ],
        bullets: [
          'Honed or textured natural stone and porcelain on wet floors, never polished',
          'Thermally treated or naturally durable timber for slatted walls and benches',
          'Lime plaster or microcement, sealed correctly, for seamless walls',
          'Moisture-resistant boards and marine-grade fittings behind and within the joinery',
          'Washable upholstery and towelling-friendly fabrics in the lounges',
        ],
      },
      {
        heading: 'Light, sound and the quiet details',
        paragraphs: [
          'Spa lighting should be low and indirect: coves, wall washes and small pools of light at the right places, with brighter task light in treatment rooms that therapists can dim once the client is settled. Acoustic separation between treatment rooms is essential, so we specify solid doors, sealed walls and soft finishes that absorb sound.',
          'Scent and temperature complete the sense of calm. Relaxation lounges should be a little warmer than the rest of the building, which surprises clients used to cooling every room hard against the Dubai summer, and fresh air must be quiet and draught-free.',
          'The final layer is upkeep. A spa is cleaned many times a day, so we design out awkward corners, choose grout and sealants carefully and make sure hidden services can be reached for maintenance without lifting the finishes.',
        ],
        link: { label: 'See our salon and spa interior design', href: '/salon-interior-design' },
      },
    ],
  },
  {
    url: 'padel-and-indoor-sports-venue-design',
    title: 'Padel and indoor sports venues: designing courts, lounges and viewing',
    publishedAt: '2025-01-25',
    metaTitle: 'Padel and Indoor Sports Venues: Courts and Lounges',
    metaDescription:
      'How we design padel clubs and indoor sports venues in Dubai: the court hall, changing rooms, a lounge people stay in and viewing that brings the game closer.',
    imageAlt: 'An indoor padel club with blue courts behind glass, seen from a raised lounge with sofas and a coffee bar',
    intro: [
      'Padel has grown quickly across the UAE, and many of the best new clubs are indoors, in warehouses in Al Quoz, podium levels of towers and purpose-built halls near residential communities such as Arabian Ranches and Damac Hills. Playing inside makes sense in a city where summer afternoons are too hot for most players, but it also changes what a club has to be.',
      'A successful venue is more than a set of courts. It is a social place where players arrive early, linger after the match and bring friends to watch. That means designing the lounge and the viewing with as much care as the court hall.',
    ],
    sections: [
      {
        heading: 'The court hall comes first',
        paragraphs: [
          'The court itself is usually supplied and installed by a specialist, and its dimensions and glass panels follow the sport’s rules. Our work is the space around it: enough clear height for lobs, even and glare-free lighting that does not dazzle players looking up, and surroundings that keep the ball visible against walls and ceiling.',
          'Cooling is the other priority. Large halls with many players need air conditioning and ventilation designed for the load, with air movement that keeps players comfortable without pushing the ball off its line. We coordinate early with the engineers and the landlord so that structure, services and court positions agree.',
        ],
      },
      {
        heading: 'Changing rooms and the practical back of house',
        paragraphs: [
          'Players judge a club by its showers as much as its courts. Changing rooms need robust, slip-resistant floors, good ventilation, plenty of hooks and benches, and lockers sized for a racket bag. Towel collection, cleaning stores and a small office should sit close by but out of sight.',
        ],
        bullets: [
          'A clear arrival point with booking, a pro shop and racket hire',
          'Separate routes for players in trainers and guests coming for coffee',
          'Durable finishes at wall level where bags and rackets knock',
          'Storage for balls, coaching equipment and spare nets',
          'Accessible changing and washrooms on the main level',
        ],
      },
      {
        heading: 'A lounge people actually stay in',
        paragraphs: [
          'The lounge is where a club earns its loyalty and a good share of its revenue. We design it like a neighbourhood cafe: a coffee bar, comfortable seating for groups, tables where parents can work while children have a lesson and a few quieter corners. Materials are warm and tactile, timber, woven fabrics and plants, to contrast with the hard, bright court hall.',
          'Acoustics deserve attention. The sound of balls hitting glass carries, so we use absorbent ceilings, soft wall panels and glazed screens to keep the lounge conversational.',
          'Food and drink need planning from day one, not added later. Even a simple coffee bar needs water, drainage, power and extraction where it is cooking, and those services are much easier to route before the ceilings and floors are closed. It is also worth allowing space for the menu to grow as the club becomes busier.',
        ],
        link: { label: 'See our gym and sports interior design', href: '/gym-interior-design' },
      },
      {
        heading: 'Viewing that brings the game into the room',
        paragraphs: [
          'Watching a match is part of the fun. A raised mezzanine or a glazed wall between lounge and courts lets spectators follow the play with a drink in hand, and a few screens can show matches on courts that are out of sight. For tournaments and events, we plan space for temporary seating, a presentation area and lighting that looks good on camera.',
          'Brand and wayfinding matter too. Clear court numbers, a scoreboard or booking screen and a consistent palette across courts, lounge and changing rooms help a new club feel established from its first week, and make it easier to find your way around on a busy evening.',
          'The result is a venue that feels busy and welcoming at any hour, whether it is a morning league, an after-work match or a Friday family session.',
        ],
      },
    ],
  },
  {
    url: 'what-an-interior-design-fee-covers',
    title: 'What an interior design fee covers and how to compare proposals',
    publishedAt: '2025-08-08',
    metaTitle: 'What an Interior Design Fee Covers in Dubai',
    metaDescription:
      'What an interior design fee usually includes, from concept to site visits, the common ways fees are structured and how to compare two proposals fairly in Dubai.',
    imageAlt: 'Two design proposals laid side by side on a desk with drawings, a material sample and a pen',
    intro: [
      'When homeowners and business owners in Dubai ask several studios for a design proposal, the documents that come back can look impossible to compare. One is a single page with one figure, another runs to twenty pages of stages and exclusions. The cheapest often turns out to cover far less, and the most expensive may include services you never needed.',
      'We are asked about this regularly, so here is a plain guide to what a design fee usually covers, how fees tend to be structured and the questions worth asking before you sign anything.',
    ],
    sections: [
      {
        heading: 'What the design fee usually pays for',
        paragraphs: [
          'A design fee buys the thinking and the documents that turn your brief into something a contractor can build. For a villa in Arabian Ranches, an apartment in Dubai Marina or an office in JLT, the core stages are broadly similar, although the depth of each varies by project.',
        ],
        bullets: [
          'Survey and measurement of the existing space',
          'Concept design: layouts, mood, a first material direction',
          'Developed design with 3D visuals and a material and finishes board',
          'Technical drawings for joinery, ceilings, lighting and electrical points',
          'Specifications and schedules for finishes, fittings and furniture',
          'Support with landlord, building management or authority submissions',
          'Site visits during the works and a final snagging review',
        ],
      },
      {
        heading: 'How fees are usually structured',
        paragraphs: [
          'Studios set fees in different ways. Some charge a fixed fee for a defined scope, others a rate per square foot or square metre, and some a percentage of the construction budget. Where design and build are delivered by the same team, part of the design cost may be folded into the overall contract. None of these is right or wrong; what matters is that you understand which one you are looking at and what it includes.',
          'Payment should be staged against clear milestones, such as approval of the concept or issue of the technical drawings. We never ask for full payment up front, and we would be cautious of anyone who does.',
        ],
      },
      {
        heading: 'Comparing proposals like for like',
        paragraphs: [
          'Put the proposals side by side and check each stage. Does every studio include technical drawings, or only visuals? How many rounds of revisions are included before extra charges apply? Are site visits part of the fee, and how many? Is furniture procurement included, or offered separately?',
          'Look for the exclusions, too. Lighting design, MEP engineering, authority drawings and artwork selection are sometimes outside the base scope. A proposal that looks lower may simply leave more for you to arrange later.',
          'Finally, compare the deliverables, not just the stages. Ask to see a sample set of drawings from a past project. A thorough package with clear joinery details and schedules makes contractor quotes more accurate and reduces arguments on site, which often saves far more than any difference between two design fees.',
        ],
        link: { label: 'See our residential interior design service', href: '/residential-interior-design' },
      },
      {
        heading: 'The questions worth asking',
        paragraphs: [
          'Ask who will actually design your project and who you will speak to on site. Ask to see finished work of a similar size, not only renders. Ask how changes are handled once drawings are approved, and what warranty applies if the same team builds the design; ours is a one-year warranty on our workmanship.',
          'A good proposal should answer most of these questions before you ask them. If it does not, a short conversation usually reveals whether the studio has thought your project through or simply sent a price.',
        ],
        link: { label: 'See our turnkey interiors service', href: '/turnkey-interiors' },
      },
    ],
  },
  {
    url: 'living-at-home-during-a-renovation',
    title: 'Living at home during a renovation: phasing, dust and noise',
    publishedAt: '2026-02-15',
    metaTitle: 'Living at Home During a Renovation: Dust and Noise',
    metaDescription:
      'Staying in your Dubai villa while it is renovated: how we phase the works, keep dust and noise contained, protect a working kitchen and keep your family safe.',
    imageAlt: 'A villa corridor sealed with a zipped dust screen and floor protection, with the finished living room beyond',
    intro: [
      'Moving out during a renovation is the simplest option, but it is not always possible. Rent is a significant extra cost, children need to stay near school, and many families in Mudon, Arabian Ranches or Al Barsha would rather keep an eye on the work themselves. With the right planning, living at home through a renovation is entirely manageable.',
      'It does take more thought than an empty house. Here is how we plan a project when the family stays in, and what you can do to make the months easier.',
    ],
    sections: [
      {
        heading: 'Phasing the work around daily life',
        paragraphs: [
          'The key is to divide the house into zones and finish one before opening the next. A typical plan keeps a bedroom, a bathroom and some form of kitchen in use at all times. We might renovate the upstairs bedrooms while the family lives downstairs, then swap. Bathroom renovations typically take two to four weeks, or six to eight and more for larger ones, so having a second bathroom in service is essential.',
          'Phasing adds some time. A villa renovation that would take three to six months in an empty house may run a little longer when the family stays, and major works of twelve months or more are usually easier with a move out for the noisiest stage.',
        ],
      },
      {
        heading: 'Keeping dust where it belongs',
        paragraphs: [
          'Dust is the complaint we hear most, and in a city already full of fine sand it travels everywhere. We treat dust control as part of the job, not an afterthought.',
        ],
        bullets: [
          'Sealed screens with zipped doors between the works and the living areas',
          'Floor and stair protection along every route the team uses',
          'A separate entrance for the site team where the layout allows',
          'Air-conditioning returns in the work zone sealed or filtered',
          'Dust extraction on cutting and sanding tools, and daily cleaning',
          'Valuables, artwork and clothing moved or covered before work begins',
        ],
      },
      {
        heading: 'Noise, hours and the neighbours',
        paragraphs: [
          'Breaking tiles and chasing walls is loud. We plan the noisiest tasks for set hours and tell you in advance, so that nobody is trying to sleep, study or take a video call in the middle of it. Communities and building management usually set permitted working hours, and we follow them; it also keeps neighbours on side.',
          'If someone works from home, tell us at the start. We can often plan quieter tasks around important days or suggest a room furthest from the work as a temporary office.',
          'In the summer months, think about heat as well as noise. If the air conditioning has to be switched off in part of the house while ducts or units are replaced, we plan that work in short, well-signalled windows and make sure the rooms you are living in stay cool.',
        ],
      },
      {
        heading: 'Kitchens, safety and a weekly plan',
        paragraphs: [
          'When the kitchen is the room being renovated, a temporary kitchen makes all the difference: a fridge, a microwave, a kettle and a sink in a utility room or garage. Safety matters too. Children and pets must not wander into the work zone, so doors stay locked and tools are never left out at the end of the day.',
          'Above all, keep talking. We share a simple weekly plan of which rooms are affected, when water or power will be off and what decisions we need from you. Knowing what is coming makes the disruption much easier to live with.',
        ],
        link: { label: 'See our villa renovation service', href: '/villa-renovation-companies-dubai' },
      },
    ],
  },
  {
    url: 'reading-3d-renders-and-material-boards',
    title: 'Reading 3D renders and material boards before work starts on site',
    publishedAt: '2026-09-24',
    metaTitle: 'Reading 3D Renders and Material Boards Before Work',
    metaDescription:
      'How to read 3D renders and material boards with a critical eye, and the decisions to settle before work begins on site, so there are fewer changes or surprises.',
    imageAlt: 'A material board with oak, stone and brass samples beside a printed 3D render of a living room',
    intro: [
      'A good 3D render is persuasive. The light is perfect, the cushions are plumped and there is never a cable in sight. Renders are an excellent way to understand a design, but they are a picture, not a promise, and the way you read them decides how many surprises you meet once work begins.',
      'The same is true of material boards, those carefully arranged samples of timber, stone, fabric and metal. Together, renders and boards are the last chance to change your mind cheaply. Here is how we suggest you use them.',
    ],
    sections: [
      {
        heading: 'What a render can and cannot show',
        paragraphs: [
          'Renders are reliable for layout, proportion and the overall mood of a room. They show where the sofa sits, how high the joinery runs and how the colours work together. They are less reliable for exact colour, texture and the way light falls at different times of day, because screens and printers vary and a virtual sun never matches the real one.',
          'Ask to see the room from more than one viewpoint, including the less flattering corners. Check the render against the plan: if a door swings into a wardrobe or a dining chair cannot pull out, it is far better to notice now than when the joinery arrives.',
          'It also helps to ask what the render leaves out. Air-conditioning grilles, access panels, smoke detectors and switches are often simplified or hidden, yet they will all appear in the finished room, so ask where each one will sit.',
        ],
      },
      {
        heading: 'Reading a material board properly',
        paragraphs: [
          'Look at samples in the room they are meant for, at different times of day. A stone that looks warm under studio lights can turn grey in the north-facing light of a tower apartment in JLT, and a fabric chosen at night may look quite different in the bright morning sun of a Jumeirah villa.',
          'Handle everything. Run a hand along the timber, press the upholstery, check how easily a finish marks. A matt surface that looks calm on the board may show fingerprints in a busy family kitchen, while a high-gloss lacquer may show every speck of dust that Dubai brings in.',
          'Remember that samples are small. Natural stone and timber vary from piece to piece, so ask to see a larger slab or several boards where you can, and agree what level of variation you are happy with.',
        ],
        link: { label: 'See our joinery solutions', href: '/joinery-solutions' },
      },
      {
        heading: 'Decisions to settle before work starts',
        paragraphs: [
          'Changes on site cost time and money, and some, such as moving a socket after the walls are plastered, are surprisingly disruptive. These are the decisions we ask clients to confirm before the site team begins:',
        ],
        bullets: [
          'The final layout, including doors, openings and furniture positions',
          'Lighting positions, switches, sockets, data points and the TV wall',
          'Appliances, sinks, taps and sanitaryware, with model and size',
          'Floor finishes and how they meet at each threshold',
          'Joinery internals: shelves, drawers, rails and hanging heights',
          'Paint colours, tested on the wall rather than chosen from a fan deck',
        ],
      },
      {
        heading: 'Signing off with confidence',
        paragraphs: [
          'When you approve renders and boards, you approve a package, so take your time. Ask questions, sleep on it and bring in anyone who shares the decision. We would always rather answer twenty questions at the design stage than make one change on site.',
          'Once everything is signed off, orders for long-lead items such as stone, imported fittings and bespoke furniture can be placed with confidence, and the programme becomes far more predictable.',
        ],
        link: { label: 'See our interior fit-out service', href: '/interior-fit-out-company-dubai' },
      },
    ],
  },
]

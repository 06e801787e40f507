import type { PostCopy } from '../types'

/** Posts on finishes and furnishing: joinery surfaces, marble, window dressing, media walls, wardrobes, plants and textiles. */
export const finishesPosts: PostCopy[] = [
  {
    url: 'veneer-laminate-or-lacquer-joinery-finishes',
    title: 'Veneer, laminate or lacquer: choosing the right joinery finish',
    publishedAt: '2023-04-03',
    metaTitle: 'Veneer, laminate or lacquer? Choosing joinery finishes',
    metaDescription:
      'Real wood veneer, hard-wearing laminate or smooth sprayed lacquer? How each joinery finish looks, wears and ages in Dubai homes and offices.',
    imageAlt: 'Sample doors in oak veneer, grey laminate and matt white lacquer laid side by side on a workshop bench',
    intro: [
      'When a client signs off a kitchen, a wardrobe or a reception desk, the drawings settle the shape. The finish decides almost everything else: how the piece feels under the hand, how it catches the light at four in the afternoon, and how it looks after five years of children, cleaners and Dubai summers.',
      'Most of the joinery we make is finished in one of three ways: real wood veneer, laminate or sprayed lacquer. Each one is right somewhere and wrong somewhere else. Here is how we explain the choice to homeowners and business owners.',
    ],
    sections: [
      {
        heading: 'Real wood veneer: warmth and character',
        paragraphs: [
          'Veneer is a thin slice of real timber, such as oak, walnut or ash, pressed onto a stable board. You get the grain, the colour variation and the warmth of solid wood without the movement that makes solid timber panels crack or warp when they go from a humid balcony to a cold, air-conditioned room. On a media wall in a Jumeirah villa or the panelling of a DIFC boardroom, nothing else reads quite as richly.',
          'The trade-off is care. Veneer is sealed with a lacquer or oil, and that coat can be scratched or marked by water left to stand. A good veneer can often be lightly repaired, but it rewards owners who use coasters and wipe up spills. We also sequence the leaves so the grain flows across a run of doors, which takes planning at the drawing stage rather than on site.',
        ],
      },
      {
        heading: 'Laminate: the hard-working option',
        paragraphs: [
          'High-pressure laminate is layers of resin-soaked paper bonded under heat and pressure into a tough sheet, which we then press onto board. Modern ranges include convincing wood grains, stone looks, solid colours and super-matt surfaces that resist fingerprints. For a rental apartment in JLT, a busy family kitchen in Mudon or a pantry in an office that runs two shifts, laminate is hard to beat.',
          'It shrugs off most knocks, heat from a mug and everyday cleaning sprays. Its weak points are its edges, which need a well-applied edge band, and the fact that a deep chip is replaced rather than repaired. Up close, a wood-look laminate will never quite fool someone who runs a hand along it, so we keep it for surfaces that work hard rather than ones that need to impress.',
        ],
        bullets: [
          'Choose laminate for kitchens, utility rooms, rentals and office pantries',
          'Choose veneer where the wood itself is the design: media walls, panelling, statement wardrobes',
          'Choose lacquer for seamless colour, handleless fronts and curved or routed details',
          'Mix them: a veneered island with laminate carcasses and lacquered wall units works well',
        ],
      },
      {
        heading: 'Sprayed lacquer: seamless colour',
        paragraphs: [
          'Lacquer is paint for joinery, sprayed in the workshop in several coats over smooth board and cured in a clean booth. It can be any colour you like, in anything from a velvet matt to a mirror gloss, and it wraps around edges and into routed grooves so that a run of handleless doors looks as if it was cut from a single block.',
          'It is the finish designers love and the one that asks most of its owners. A knock from a vacuum cleaner can chip an edge, and high gloss shows every fingerprint and scratch. Matt and satin lacquers are more forgiving, and small chips can usually be touched up. In homes with young children we often suggest lacquer for wall units and higher cabinets, with something tougher below knee height.',
        ],
      },
      {
        heading: 'How we help clients decide',
        paragraphs: [
          'We bring physical samples to every finishes meeting and look at them in the room where they will live, near the window and under the planned lighting. A walnut veneer that looks warm in a showroom can turn heavy in a north-facing apartment in Dubai Marina, and a pale lacquer can look clinical under cool LEDs.',
          'We then match the finish to the use: who touches the surface, how often and with what. Very often the answer is a considered mix, and because we make the joinery ourselves we can balance look, wear and budget piece by piece. Everything we build carries a one-year warranty on our workmanship, whichever finish you choose.',
        ],
        link: { label: 'Explore our joinery solutions', href: '/joinery-solutions' },
      },
    ],
  },
  {
    url: 'marble-at-home-choosing-and-caring',
    title: 'Marble at home: how to choose it and how to care for it',
    publishedAt: '2023-10-21',
    metaTitle: 'Marble at home: choosing it and caring for it',
    metaDescription:
      'Where marble works in a Dubai home, how to pick slabs and finishes, and the simple daily habits that keep floors, vanities and counters looking their best.',
    imageAlt: 'A honed white marble vanity with soft grey veining and a brass tap in a Jumeirah villa bathroom',
    intro: [
      'Few materials say home in the Gulf quite like marble. It stays cool underfoot in August, it suits the light and it has a depth that porcelain copies but never quite matches. It is also a natural stone with a few habits that surprise new owners, usually the week after the first glass of lemon juice is set down on a kitchen island.',
      'Here is what we tell clients before they fall for a slab, and how we help them live with it happily afterwards.',
    ],
    sections: [
      {
        heading: 'Know what marble is, and what it is not',
        paragraphs: [
          'Marble is a metamorphic stone made largely of calcite, which is why it takes such a beautiful polish and also why it reacts with acids. Lemon, vinegar, some wines and many bathroom cleaners will leave dull marks called etches. Sealing the stone slows down stains from oil and coffee, but no sealer makes marble immune to etching. If you want a kitchen worktop that looks brand new forever, we will steer you towards quartzite, porcelain or a compact surface instead.',
          'That does not rule marble out. It rules out expecting it to behave like glass. Many of our clients come to love the soft patina that a honed marble island gathers over the years, in the same way as a leather chair.',
        ],
      },
      {
        heading: 'Choosing slabs and finishes',
        paragraphs: [
          'Marble is a natural product, so two slabs sold under the same name can look very different. For anything visible, such as a vanity, a feature wall or an island, we visit the stone yard with the client to choose the actual slabs and agree how the veining will run across joins. For bookmatched walls, where two neighbouring slabs mirror each other, that visit matters most of all.',
          'The finish changes both the look and the upkeep. Polished marble is glossy and dramatic but shows etches and scratches clearly. Honed marble has a soft, satin feel that hides marks better and is less slippery underfoot, which makes it our usual choice for bathroom floors and kitchens. Brushed or leathered finishes add texture and suit terraces and shower walls.',
        ],
        bullets: [
          'Polished: formal living rooms, entrance halls, feature walls',
          'Honed: kitchens, vanities and bathroom floors',
          'Leathered or brushed: shower walls, steps and shaded outdoor areas',
          'Lighter stones show stains sooner; busier veining hides everyday marks',
          'Ask for slab numbers on your order so the stone you chose is the stone installed',
        ],
      },
      {
        heading: 'Installation makes or breaks it',
        paragraphs: [
          'Good marble can be let down by poor fixing. Pale stones need the right adhesive so that moisture does not show through as dark patches, large-format slabs need a flat substrate, and wet areas must be fully waterproofed before any stone goes down. In an apartment tower there is also the question of getting slabs up in the service lift and working within the building’s permitted hours, all of which we plan before the stone is cut.',
        ],
        link: { label: 'See our bathroom renovations', href: '/bathroom-renovations-dubai' },
      },
      {
        heading: 'Everyday care that keeps it beautiful',
        paragraphs: [
          'Most of marble’s care is simple habit. Wipe spills promptly, especially acidic ones, and use a pH-neutral cleaner made for stone rather than general bathroom sprays. Put trays under perfume bottles and oils, coasters under glasses, and mats at the door so that the fine sand we track in from outside does not act like sandpaper on a polished floor.',
          'Depending on the stone and how hard it works, a sealer may need renewing every year or two; a few drops of water that darken the surface quickly are a sign it is time. Etches and light scratches on floors can be honed and re-polished by a specialist, so even a well-loved marble floor can be brought back rather than replaced.',
        ],
      },
    ],
  },
  {
    url: 'curtains-blinds-and-shading-for-gulf-sun',
    title: 'Curtains, blinds and shading: dressing windows for the Gulf sun',
    publishedAt: '2024-05-05',
    metaTitle: 'Curtains, blinds and shading for the Gulf sun',
    metaDescription:
      'Sheers, blackout curtains, roller blinds and motorised tracks: how to shade Dubai windows against glare and heat while keeping the view and the light.',
    imageAlt: 'Floor-to-ceiling sheer curtains softening the afternoon sun in a Dubai Marina apartment overlooking the water',
    intro: [
      'In Dubai the window is both the best and the hardest part of a room. A floor-to-ceiling view over the Marina or the Burj skyline is the reason many people choose their home, and from May to September the same glass lets in fierce glare, heat and light that fades sofas, rugs and artwork.',
      'Good window dressing is not an afterthought to be bought once the keys are handed over. It is part of the design, and planned early it can make a room cooler, calmer and far more comfortable to live in.',
    ],
    sections: [
      {
        heading: 'Start with orientation',
        paragraphs: [
          'Before we pick a fabric, we look at which way each window faces. West-facing rooms take the low, hot afternoon sun that is hardest to control; south-facing glass gets strong light for much of the day; north-facing rooms enjoy softer, steadier light and may need very little. A villa in Arabian Ranches and an apartment on a high floor in Business Bay can therefore need completely different solutions, even for the same type of room.',
          'We also ask how each room is used. A home office needs glare control on screens during working hours, a bedroom needs real darkness for sleep, and a living room usually needs both a soft daytime layer and a heavier evening one.',
        ],
      },
      {
        heading: 'The layers that work here',
        paragraphs: [
          'Most of the rooms we design use two layers, so that light can be tuned through the day rather than simply switched on and off. Sheers filter glare while keeping the view; a heavier curtain or blackout blind takes over at night or during the hottest hours.',
        ],
        bullets: [
          'Sheer curtains in linen-look or polyester voiles that diffuse glare and hold their shape in humidity',
          'Sunscreen roller blinds, where a tighter weave cuts more glare and a more open one keeps more view',
          'Blackout curtains or blinds for bedrooms, media rooms and children’s rooms',
          'Thermal or lined curtains that help slow heat gain through large glazed walls',
          'Wooden or aluminium venetians for studies and kitchens where light needs angling',
          'Motorised tracks for tall, wide or hard-to-reach windows',
        ],
      },
      {
        heading: 'Fabrics that survive the sun',
        paragraphs: [
          'Strong sunlight breaks down fibres and fades colour surprisingly quickly. We specify fabrics with good light-fastness, favour lining for curtains that face west or south, and steer clients away from pure silk in sunny rooms, however beautiful it looks in the showroom. Mid-tones and natural colours age more gracefully than deep blues and reds, which tend to fade unevenly.',
          'Dust is the other enemy. Sheers can usually be taken down and washed, and blinds with a smooth, easy-wipe surface make sense in homes near construction or in communities where sand arrives with every shamal wind.',
        ],
      },
      {
        heading: 'Built in, not bolted on',
        paragraphs: [
          'The neatest window treatments are planned with the ceiling. We recess curtain tracks into a pocket in the false ceiling so that the fabric seems to fall from nowhere, run power to motorised blinds before the plastering is finished and hide blind cassettes in a pelmet that lines up with the rest of the joinery. Retrofitting these later is possible, but rarely as clean.',
          'In towers, anything that changes the look of the building from outside, such as external shading or certain window films, may need building management approval, and some owners’ associations set rules about what can be seen from the street. We check these points early. Inside the glass, the choice is yours, and a well-dressed window will make every other part of the room look better.',
        ],
        link: { label: 'See our residential interior design', href: '/residential-interior-design' },
      },
    ],
  },
  {
    url: 'built-in-tv-walls-and-media-units',
    title: 'Built-in TV walls and media units: planning one that lasts',
    publishedAt: '2024-12-19',
    metaTitle: 'Built-in TV walls and media units: a planning guide',
    metaDescription:
      'How to plan a built-in TV wall or media unit: screen height, hidden cables, ventilation, storage and finishes that still look right when you upgrade.',
    imageAlt: 'A fluted oak TV wall with a floating media unit and soft backlighting in an Al Barsha family living room',
    intro: [
      'The television is the one object almost every living room is arranged around, and yet it is often the last thing planned. The result is familiar: a black rectangle hung on a bare wall, a tangle of cables running down to a side table, and a set-top box balanced wherever it fits.',
      'A built-in TV wall or media unit solves all of that. Done well, it makes the screen disappear into a piece of furniture that looks good even when it is switched off. Here is how we plan one.',
    ],
    sections: [
      {
        heading: 'Get the screen position right first',
        paragraphs: [
          'Everything else follows from where the screen sits. We measure from the main sofa and set the centre of the screen close to seated eye level, which is usually lower than people expect. Screens mounted high above a fireplace or console look dramatic in photos but make for sore necks during a long film.',
          'We also plan for the next television, not just the current one. Screens keep getting larger and thinner, so we leave a generous recess or panel zone and design the surrounding joinery to frame a range of sizes. That way an upgrade in three years does not mean rebuilding the wall.',
        ],
      },
      {
        heading: 'Hide the services, but keep them reachable',
        paragraphs: [
          'A clean TV wall depends on what happens behind it. We agree the positions of power, data and HDMI points with the electrician before the wall is closed, and we run cables through a conduit wide enough to pull a new lead later. In a drywall partition we add timber or metal blocking so the bracket has something solid to hold on to.',
        ],
        bullets: [
          'Sockets and data points set behind the screen, not beside it',
          'A spare, empty conduit between screen and cabinet for future cables',
          'Ventilated compartments for routers, consoles and amplifiers, which run warm',
          'Fabric or perforated fronts so remote controls and speakers still work',
          'A removable panel or hinged flap for access to the wall bracket',
          'Soundbar and speaker positions agreed before the joinery is drawn',
        ],
      },
      {
        heading: 'Storage that suits how you live',
        paragraphs: [
          'A media unit is also a storage wall. Families in villas across Damac Hills or Mudon often want deep drawers for games and board boxes, a closed cupboard for the clutter that collects in every living room, and a few open shelves for books and objects. In a compact Dubai Marina apartment, a floating low unit with a slim cabinet either side can give the same order without crowding the floor.',
          'We keep closed storage below and display above, and we avoid glass shelves in front of the screen, where reflections compete with the picture. Floating units make the floor easier to clean, which matters in a city where fine dust finds its way under everything.',
        ],
        link: { label: 'See our custom-made furniture', href: '/custom-made-furniture-dubai' },
      },
      {
        heading: 'Finishes, texture and light',
        paragraphs: [
          'Because the screen is a dark, flat rectangle, the wall around it does best with warmth and texture. Fluted timber, ribbed veneer, microcement or a stone slab all give the eye something to rest on when the television is off. We match the finish to the rest of the room’s joinery, so the media wall feels part of the home rather than a separate project.',
          'A little light completes it. Soft LED strips behind the screen or under a floating unit reduce eye strain in a dark room and make the wall glow in the evening. We set them to a warm colour temperature and on their own dimmer, so film night and a quiet evening with a book each get the mood they need.',
        ],
      },
    ],
  },
  {
    url: 'wardrobe-doors-and-hardware-that-last',
    title: 'Wardrobe doors and hardware: styles that will still look right in ten years',
    publishedAt: '2025-06-07',
    metaTitle: 'Wardrobe doors and hardware: styles that last',
    metaDescription:
      'Hinged or sliding, handleless or handled, glass or timber: how to choose wardrobe doors and fittings that wear well and stay in style for years.',
    imageAlt: 'Full-height matt taupe wardrobe doors with slim bronze pulls in a calm Emirates Hills master bedroom',
    intro: [
      'A wardrobe is opened and closed more times a day than almost any other piece of furniture in the house. Its doors are also the largest surface in most bedrooms, so they shape the look of the room as much as the bed or the walls do.',
      'That combination makes wardrobe doors and their hardware worth thinking about carefully. Trends come and go, but some choices stay comfortable and handsome for a decade or more. Here is what we have learned from building wardrobes in homes across Dubai.',
    ],
    sections: [
      {
        heading: 'Hinged, sliding or pocket doors',
        paragraphs: [
          'Hinged doors give the best access, seal most tightly against dust and suit nearly every style. They need clear space in front to swing, roughly the width of one door, which is easy in a villa bedroom and sometimes tight in an apartment.',
          'Sliding doors save that space and suit long runs in compact rooms, but you only ever see part of the wardrobe at once, and the tracks need regular cleaning in a dusty city. For walk-in dressing areas and alcoves, pocket doors that slide back into the carcass give the best of both, provided they are made with good-quality runners from the start.',
        ],
      },
      {
        heading: 'Door styles that age gracefully',
        paragraphs: [
          'The doors that still look right years later tend to be quiet ones. A flat slab in a good veneer or a soft matt lacquer, a slim shaker frame, or a subtle fluted panel will outlast a high-gloss colour chosen to match this year’s cushions. Full-height doors that run to the ceiling make a room feel taller and leave no dusty gap on top.',
          'Glass fronts have their place, especially in dressing rooms with good lighting, but they show everything behind them. Tinted or fluted glass in a slim aluminium frame gives a hint of what is inside without asking you to keep every shelf perfectly folded.',
        ],
        bullets: [
          'Flat slab doors in oak or walnut veneer for warmth and longevity',
          'Matt or satin lacquer in soft neutrals, which forgives fingerprints',
          'Narrow shaker frames for a classic look that suits villas and apartments',
          'Fluted or reeded panels used sparingly, perhaps on a central pair only',
          'Tinted or fluted glass in slim frames for dressing rooms',
        ],
      },
      {
        heading: 'Hardware is where quality shows',
        paragraphs: [
          'You touch the hardware every day, so it is the wrong place to save money. We use soft-close hinges and runners from established makers, rated for the weight of tall doors and full drawers. Cheap hinges sag, drawers start to stick and doors drift out of line, and after a year or two the whole wardrobe feels tired even if the doors themselves are perfect.',
          'For handles, simple forms in solid metal last longest. Slim bar pulls, recessed finger pulls and leather tabs all wear well. Brushed brass and bronze age gently and hide fingerprints; polished chrome shows them. Handleless push-to-open doors look sleek, but they can be pushed open by accident and fingermarks gather on the door itself, so on heavy daily-use doors we often prefer a routed grip along the edge.',
        ],
      },
      {
        heading: 'Inside the doors',
        paragraphs: [
          'The best door is let down by a poor interior. We plan hanging heights around the clothes a client actually owns, add internal lighting that switches on with the door, and line drawers for jewellery and watches. In humid months, ventilated back panels or small gaps at the plinth help air move, which keeps fabrics fresh and prevents musty smells.',
          'Every wardrobe we make is drawn to the room, so the doors, the hardware and the interior work as one piece of furniture rather than a box with fronts attached.',
        ],
        link: { label: 'See our custom closets and cabinets', href: '/custom-closets-cabinets' },
      },
    ],
  },
  {
    url: 'indoor-plants-air-conditioned-homes-offices',
    title: 'Indoor plants in air-conditioned homes and offices: what thrives',
    publishedAt: '2026-01-10',
    metaTitle: 'Indoor plants for air-conditioned homes and offices',
    metaDescription:
      'Which indoor plants cope with cool, dry air-conditioned rooms in Dubai, where to place them, and how to water and care for them through the year.',
    imageAlt: 'A tall rubber plant and a trailing pothos beside a sunny window in a light-filled Business Bay office',
    intro: [
      'Plants soften a room like nothing else. They bring colour, movement and a sense of life to an apartment in JLT or a meeting room in DIFC, and people simply enjoy being around them. Yet many indoor plants in Dubai struggle, and the reason is rarely a lack of care. More often, the room is working against them.',
      'Air conditioning keeps us comfortable for most of the year, but it also makes the air cool, dry and constantly moving. Here is how we choose and place plants so they thrive in the spaces we design.',
    ],
    sections: [
      {
        heading: 'Understand the indoor climate',
        paragraphs: [
          'Most popular houseplants come from tropical forests, where the air is warm, still and humid. A typical air-conditioned room is the opposite. Leaves lose moisture quickly, their tips brown, and a plant placed directly in the path of a supply grille can be chilled and dried out at the same time.',
          'Light is the other factor. Deep apartments and offices can be surprisingly dim a few metres back from the glass, while a west-facing window in summer can scorch leaves through the pane. Before we suggest a plant, we look at where the daylight falls and where the air blows.',
        ],
      },
      {
        heading: 'Plants that cope well',
        paragraphs: [
          'Some plants are naturally tolerant of dry air, lower light and the occasional missed watering. These are the ones we recommend to busy households and to offices where no one has been put in charge of the greenery.',
        ],
        bullets: [
          'ZZ plant: glossy, slow-growing and happy in lower light',
          'Snake plant: upright and architectural, and tolerant of dry spells',
          'Pothos: a forgiving trailer for shelves and the tops of joinery',
          'Rubber plant: bold leaves for a bright corner',
          'Kentia palm: a graceful palm that tolerates indoor conditions better than most',
          'Aglaonema: patterned leaves that brighten dimmer spots',
        ],
      },
      {
        heading: 'Placement and care',
        paragraphs: [
          'Keep plants out of the direct stream of air-conditioning grilles and away from glass that becomes hot in the afternoon. Grouping a few plants together helps them hold a little humidity between them, and a tray of pebbles and water beneath the pot adds more.',
          'The most common killer of indoor plants is too much water, not too little. Cooler rooms slow a plant’s growth, so it drinks less than you might expect. Check the soil with a finger and water only when the top few centimetres are dry, and use pots with drainage holes inside a decorative outer pot. Wipe dust off the leaves every few weeks, as the fine sand that finds its way indoors blocks the light leaves need.',
        ],
      },
      {
        heading: 'Designing plants into the space',
        paragraphs: [
          'In our projects we plan greenery from the start rather than adding it on the day of handover. A deep planter built into a reception desk, a shelf with a lighting strip above it, or a window seat with room for a large pot at one end all give plants a proper home. In offices with little daylight, specialist grow lights can be concealed in the ceiling or joinery so that plants get what they need without the room looking like a greenhouse.',
          'For larger workplaces, a plant maintenance contract is often worth arranging, so that watering, feeding and replacement are someone’s job. If you are planning a new workspace, we can show where plants will thrive and where preserved moss walls or high-quality artificial planting would be the wiser choice.',
        ],
        link: { label: 'See our office fit-out service', href: '/office-fit-out' },
      },
    ],
  },
  {
    url: 'rugs-and-textiles-for-warmth-and-quiet',
    title: 'Rugs and textiles for warmer, quieter rooms in Dubai homes',
    publishedAt: '2026-07-20',
    metaTitle: 'Rugs and textiles for warmer, quieter rooms',
    metaDescription:
      'How rugs, curtains and upholstery bring warmth and calm to hard-floored Dubai homes: sizes, fibres, underlays and care in a dusty, air-conditioned climate.',
    imageAlt: 'A large textured wool rug under a linen sofa and oak coffee table in a Damac Hills villa living room',
    intro: [
      'Dubai homes are built for the heat, and it shows in their surfaces. Porcelain, marble and hard timber floors stay cool and easy to clean, glass walls bring in the light, and plastered ceilings sit high above. All of that hard material reflects sound, so voices carry, footsteps echo and a room full of guests can feel louder than it should.',
      'Rugs and textiles are the simplest cure. They add warmth underfoot in an air-conditioned room, soften the echo and make a space feel finished. Here is how we use them.',
    ],
    sections: [
      {
        heading: 'Why soft surfaces matter',
        paragraphs: [
          'Sound bounces off hard, flat surfaces and soaks into soft, porous ones. Every rug, curtain, cushion and upholstered chair takes a little of the echo out of a room. In an open-plan villa in Arabian Ranches, where the kitchen, dining and living areas share one volume, the difference between a bare room and a well-dressed one is easy to hear.',
          'Soft surfaces also change how a room feels. A cool floor is welcome in July, but in a bedroom kept cold by the air conditioning, a rug beside the bed is a small daily comfort. In winter evenings, when doors are opened to the garden, textiles make a room feel cosy rather than cavernous.',
        ],
      },
      {
        heading: 'Choosing the right rug',
        paragraphs: [
          'Size is where most rugs go wrong. A rug that is too small floats in the middle of a room and makes the furniture look scattered. In a living room we aim for a rug large enough that at least the front legs of every sofa and chair sit on it; under a dining table, it should be big enough that chairs stay on it when they are pulled out.',
        ],
        bullets: [
          'Wool: durable, naturally resilient and a good absorber of sound',
          'Wool and viscose or silk blends: a soft sheen for formal rooms with light traffic',
          'Jute and sisal: natural texture for living areas, though harder underfoot',
          'Flatweaves and kilims: easy to lift and clean, ideal for dining rooms and hallways',
          'Outdoor polypropylene rugs: for covered terraces and homes with pets',
          'A good underlay: stops slipping, adds comfort and improves acoustic performance',
        ],
      },
      {
        heading: 'Beyond the floor',
        paragraphs: [
          'Rugs do the most work, but they are not the only tool. Full-length lined curtains soften large areas of glass; upholstered headboards and fabric wall panels calm a bedroom; a linen sofa with deep cushions absorbs more sound than a leather one. In media rooms and home offices, fabric-wrapped acoustic panels can be designed to look like art or joinery rather than equipment.',
          'We plan these layers together, so colours and textures relate across the room rather than competing, and so the hard finishes and soft furnishings balance one another.',
        ],
        link: { label: 'See our apartment interior design', href: '/apartment-interior-design' },
      },
      {
        heading: 'Care in a dusty climate',
        paragraphs: [
          'Fine sand finds its way into every home, and rugs trap it. That is good for the floor beneath, but the grit wears the fibres over time. Vacuum rugs regularly, without a beater bar on delicate pieces, and turn them every few months so that sunlight and footfall age them evenly. A professional clean every year or so keeps wool looking fresh.',
          'Keep rugs out of strong direct sun where possible, as colours will fade, and store seasonal textiles clean and dry in breathable bags. Cared for like this, a good rug will move with you from home to home for many years.',
        ],
      },
    ],
  },
]

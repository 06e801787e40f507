import type { PostCopy } from '../types'

/** Room-by-room posts for Dubai homeowners: the majlis, spare rooms, worktops, children’s rooms, home offices, townhouses and smart wiring. */
export const homePosts: PostCopy[] = [
  {
    url: 'designing-a-majlis-for-modern-family-life',
    title: 'Designing a majlis for modern family life in a Dubai home',
    publishedAt: '2023-02-02',
    metaTitle: 'Designing a majlis for modern family life',
    metaDescription:
      'How to plan a majlis that welcomes guests with grace yet still works on an ordinary weeknight: layout, seating, light, acoustics and clever storage.',
    imageAlt: 'A majlis with low upholstered seating, a patterned rug and warm lantern light in a Jumeirah villa',
    intro: [
      'The majlis has always been the room where a home shows its generosity. It is where guests are received, coffee is poured and family news is shared. Yet in many villas it sits empty for most of the week, a beautiful room kept for occasions while everyone squeezes into the family lounge.',
      'It does not have to be that way. With a few thoughtful decisions, a majlis can honour its traditions and still earn its floor space every day.',
    ],
    sections: [
      {
        heading: 'Start with how the room will really be used',
        paragraphs: [
          'Before we draw a single sofa, we ask who will use the majlis and when. Is it mainly for receiving male guests, for mixed family gatherings, or for both at different times? How many people come at Eid or during Ramadan evenings, and how many on a normal Thursday? The answers decide everything from the size of the seating to where the entrance should be.',
          'In many Dubai villas, the ideal majlis has its own entrance or sits close to the front door, so guests can arrive without passing through the private rooms of the house. A guest washroom nearby and a discreet route from the kitchen for serving coffee, dates and meals make hosting far easier.',
        ],
      },
      {
        heading: 'Seating that is gracious and flexible',
        paragraphs: [
          'Traditional floor seating around the walls remains beautiful, but many families now prefer a mix: a generous run of low built-in seating along one or two walls, with freestanding sofas and armchairs that can be moved for larger gatherings. Built-in benches can hide deep drawers for extra cushions, table linen and serving trays.',
          'Upholstery needs to cope with heavy use. Performance fabrics that resist stains and fading, removable covers and firm seat foam that keeps its shape all pay for themselves over the years. For a majlis facing a bright garden, we choose colours that will not fade unevenly in strong sun.',
        ],
        bullets: [
          'Plan seating for the usual crowd, with stools or poufs for the big occasions',
          'Leave clear routes for serving so nobody steps over legs or trays',
          'Keep side tables within reach of every seat for cups and plates',
          'Hide sockets in joinery or the floor for phones and lamps',
          'Add a coffee station with a small sink and storage if the kitchen is far away',
        ],
      },
      {
        heading: 'Light, sound and atmosphere',
        paragraphs: [
          'A majlis is used from late afternoon into the night, so layered lighting matters. Dimmable ceiling light, wall lights or lanterns, and gentle light washing over a textured wall create warmth without glare. Sheer curtains soften daylight, and heavier drapes or blinds help keep the heat out in summer.',
          'Large majlis rooms with stone floors and high ceilings can become noisy when twenty people are talking at once. Rugs, upholstered walls or fabric panels, and acoustic plaster in the ceiling calm the room so that conversation stays comfortable. Tradition can shine through in the details: a carved screen, a pattern in the joinery, or calligraphy chosen with the family.',
        ],
      },
      {
        heading: 'Making the majlis part of daily life',
        paragraphs: [
          'The most successful rooms we design are the ones that work on a quiet weeknight too. A television hidden behind sliding panels, a reading corner by the window, or a games table the children can use turns a formal space into a favourite one. When guests arrive, the panels close and the room returns to its ceremonial best.',
          'Good bespoke furniture and joinery are what make this double life possible, and they are worth planning early alongside the lighting and air conditioning. Large majlis rooms need quiet, even cooling that does not blow straight onto seated guests, so we position grilles and diffusers with the seating plan rather than after it.',
        ],
        link: { label: 'See our residential interior design service', href: '/residential-interior-design' },
      },
    ],
  },
  {
    url: 'converting-a-maids-room-or-storeroom',
    title: 'Converting a maid’s room or storeroom into space you actually use',
    publishedAt: '2023-09-13',
    metaTitle: 'Converting a maid’s room or storeroom into useful space',
    metaDescription:
      'Ideas for turning an unused maid’s room or storeroom into a study, laundry, pantry, dressing room or gym, plus the practical checks to make before you start.',
    imageAlt: 'A former storeroom turned into a compact laundry with white cabinets and a folding counter in a Dubai Marina apartment',
    intro: [
      'Many Dubai apartments and villas come with a small room behind the kitchen or under the stairs: a maid’s room, a storeroom or a utility space that somehow fills up with suitcases and broken appliances. If you do not have live-in help, or if your helper has a better room elsewhere, that space is often the easiest extra floor space you will ever gain.',
      'Here is how we approach these conversions, and what to check before anything is built.',
    ],
    sections: [
      {
        heading: 'Look at the room honestly',
        paragraphs: [
          'These rooms are usually small, sometimes without a window, and often placed next to the kitchen, the laundry or the garage. That location shapes what they can become. A windowless room near the kitchen makes an excellent pantry or laundry, but it is a poor choice for a bedroom or a place where someone will spend long hours.',
          'Check the air conditioning first. Many service rooms have a weak supply, or none at all, and in July that matters. Look for signs of damp from adjacent bathrooms, note where the nearest water and drainage points are, and see how many sockets the room really has.',
          'Measure carefully, too. A room that feels generous when it is full of boxes can turn out narrower than expected once cabinets and a door swing are drawn in. A quick sketch of the layout, with the depth of any joinery marked, quickly shows which ideas will genuinely fit and which would feel cramped.',
        ],
      },
      {
        heading: 'What the room could become',
        paragraphs: [
          'The best conversion is the one that solves a problem you already have. If the kitchen is always cluttered, give it a pantry. If the bedrooms overflow with clothes, add a dressing room. These are the ideas we see working most often:',
        ],
        bullets: [
          'A proper laundry with stacked machines, a sink, a folding counter and hanging space',
          'A walk-in pantry with deep shelves, a second fridge and space for bulk buying',
          'A quiet study or homework room, if there is natural light or good artificial light',
          'A dressing room or luggage store with floor-to-ceiling joinery',
          'A compact home gym or yoga room with rubber flooring and a mirror wall',
          'A guest washroom, where drainage allows it',
        ],
      },
      {
        heading: 'Approvals and practical checks',
        paragraphs: [
          'In an apartment, the building management will usually want to know about any works, and moving plumbing or changing the air conditioning usually needs a NOC. In a villa, internal changes are normally simpler, but the community or master developer may still have rules about contractors, working hours and any change that touches the services. If you are a tenant, the landlord’s written consent comes first.',
          'Moving water and drainage is the part that costs the most, so a laundry or washroom is easiest where pipes already run nearby. Ventilation is the other essential: a laundry needs extraction to carry away humidity, and a dryer needs either a vent or a condenser model suited to a closed room.',
        ],
      },
      {
        heading: 'Making a small room feel good',
        paragraphs: [
          'Small rooms reward precision. Made-to-measure cabinets use every centimetre, including the awkward space above the door. Pale, washable finishes and good lighting stop the room from feeling like a cupboard, and a glazed or louvred door can borrow light from the kitchen. A durable floor that matches the adjacent room makes the space feel like part of the home rather than an afterthought.',
          'Most conversions of this kind take a few weeks once approvals are in place, and the difference they make to daily life is out of all proportion to their size.',
        ],
        link: { label: 'See our custom closets and cabinets', href: '/custom-closets-cabinets' },
      },
    ],
  },
  {
    url: 'kitchen-worktops-compared-quartz-porcelain-granite',
    title: 'Kitchen worktops compared: quartz, porcelain, granite and more',
    publishedAt: '2024-03-31',
    metaTitle: 'Kitchen worktops compared: quartz, porcelain, granite',
    metaDescription:
      'Quartz, porcelain, granite, marble, solid surface and timber worktops compared for heat, stains, upkeep and looks in a busy Dubai family kitchen.',
    imageAlt: 'Samples of quartz, porcelain, granite and marble worktops laid side by side on a kitchen island',
    intro: [
      'The worktop is the hardest-working surface in the home. It takes hot pans, spilled turmeric, lemon juice, chopping, kneading and the daily drop of keys and school bags. It is also the surface you see and touch more than any other, so it has to look right for years, not just on the day of handover.',
      'Here is how the main materials compare, based on what we see in real Dubai kitchens rather than showroom displays.',
    ],
    sections: [
      {
        heading: 'Quartz and porcelain: the practical favourites',
        paragraphs: [
          'Engineered quartz is the choice we specify most often. It is non-porous, so it resists stains without sealing, it comes in a wide range of colours and veined designs, and it feels solid and warm to the touch. Its weakness is heat: a very hot pan placed directly on it can mark or crack the surface, so trivets are a must. Strong, direct sunlight can also affect some colours over time, which matters for an outdoor kitchen or a sunny window.',
          'Sintered stone and large-format porcelain slabs are thinner and tougher against heat, scratches and ultraviolet light, which makes them well suited to outdoor kitchens and bright spaces. They are very hard, so edges need careful fabrication and chips can be tricky to repair. Printed patterns look convincing, although the veining on the face does not always continue through the edge.',
        ],
      },
      {
        heading: 'Natural stone: granite, marble and quartzite',
        paragraphs: [
          'Granite is hard, heat-tolerant and nearly indestructible in daily use, and each slab is unique. It needs sealing from time to time, and some of the busier patterns feel dated to some clients, though there are beautiful, quieter stones available. Quartzite offers the look of marble with more toughness, but quality varies from slab to slab, so we always recommend choosing the actual slab in person.',
          'Marble is glorious and soft. Lemon, vinegar and tomato will etch its polish, and it will develop a patina with use. Some homeowners love that lived-in character; others find it stressful. We often suggest marble for a baking station or a show kitchen, with something tougher where the heavy cooking happens.',
        ],
      },
      {
        heading: 'Other options worth knowing',
        paragraphs: ['A few other materials deserve a place on the shortlist for the right kitchen:'],
        bullets: [
          'Solid surface: seamless, with integrated sinks and invisible repairs, but softer and less heat-tolerant',
          'Compact laminate: slim, tough and affordable, good for utility rooms and rental homes',
          'Timber: warm and repairable, best kept away from the sink and oiled regularly',
          'Stainless steel: hygienic and heatproof, ideal in a closed working kitchen',
          'Terrazzo: characterful and durable, though it needs sealing like natural stone',
        ],
      },
      {
        heading: 'How to choose for your kitchen',
        paragraphs: [
          'Think about how you cook rather than what looks best in a photograph. A family that fries and simmers every day needs heat and stain resistance above all. A household that mostly entertains can indulge a more delicate surface on the island. Many of our clients mix materials: a hard-wearing quartz or porcelain on the perimeter and a statement stone on the island.',
          'Finally, check the practical details. Slab size affects how many joins you will see, and in tower apartments it also affects whether the slab fits in the service lift. Ask about edge profiles, sink cut-outs and the thickness of the splashback. A good installer will template the worktop after the cabinets are fixed, so it fits perfectly.',
          'Whatever you choose, see full slabs or large samples in daylight before deciding. Small samples under showroom spotlights rarely show how a colour or vein will look across a three-metre island in a bright Dubai kitchen.',
        ],
        link: { label: 'See our kitchen renovation service', href: '/kitchen-renovation-companies-in-dubai' },
      },
    ],
  },
  {
    url: 'childrens-room-that-grows-with-them',
    title: 'A children’s room that grows with them, from cot to teenage years',
    publishedAt: '2024-10-17',
    metaTitle: 'A children’s room that grows with them',
    metaDescription:
      'How to design a child’s bedroom that adapts from nursery to teenage den: flexible layouts, adjustable storage, safe finishes and furniture that lasts.',
    imageAlt: 'A bright child’s bedroom with a built-in desk, open shelving and a reading nook in an Arabian Ranches villa',
    intro: [
      'Children change faster than interiors. The nursery that felt perfect at six months becomes too babyish at four, and the bedroom designed around a favourite cartoon is out of date by eight. Redecorating every couple of years is tiring and expensive, and it creates a lot of waste.',
      'A better approach is to design a room with a strong, calm framework that can absorb each new stage with small changes rather than a full renovation.',
    ],
    sections: [
      {
        heading: 'Build a timeless shell',
        paragraphs: [
          'We start with the elements that are hard to change: flooring, built-in joinery, lighting and the wall finish. These should be neutral enough to suit a toddler and a teenager alike. Warm whites, soft greys, sage or sand, light timber and simple panelling all work well. Personality comes through what is easy to swap: bedding, rugs, artwork, a feature wall of washable paint or wallpaper.',
          'Flooring should be warm underfoot, easy to clean and quiet. Engineered wood or good vinyl with a soft rug is usually the answer. Paint should be washable, and joinery finishes should shrug off fingerprints and the occasional crayon.',
        ],
      },
      {
        heading: 'Storage that changes height',
        paragraphs: [
          'Storage is where a growing room succeeds or fails. Small children need low, open storage they can reach themselves; older children need closed cupboards, desk drawers and space for sports kit and school projects. Designing for both from the start saves rebuilding later.',
          'Joinery is the long-term investment here. A well-made wardrobe with good hardware can last right through to university years, with only the interior fittings changing. Cheaper flat-pack pieces tend to sag and loosen after a few moves of the furniture, which is exactly what a growing child’s room goes through.',
        ],
        bullets: [
          'Wardrobes with adjustable shelves and hanging rails that can be raised over time',
          'Low open shelves for toys that later hold books and collections',
          'Deep drawers under the bed or window seat for bulky items',
          'A wall of pegboard or rails that adapts from toys to headphones and bags',
          'Soft-close hinges and drawers, with no sharp edges at toddler height',
        ],
      },
      {
        heading: 'Furniture that adapts',
        paragraphs: [
          'A cot that converts to a junior bed is useful, but the bigger decisions come later. If the room is small, a raised bed with a desk or a wardrobe below frees floor space for play. For siblings sharing, a built-in bunk with individual reading lights and shelves gives each child a space of their own. We make sure every raised bed has solid guard rails and a sturdy ladder or stair.',
          'A desk grows in importance after the early school years. Plan a good work surface with a power point, task lighting and an adjustable chair from the start, even if it holds crayons rather than a laptop for now. Secure tall furniture to the wall, and use cordless blinds for safety.',
        ],
      },
      {
        heading: 'Light, air and calm',
        paragraphs: [
          'Blackout blinds or curtains are essential in Dubai, where summer sunrise is early and afternoon naps happen in bright daylight. Layered lighting helps the room move from bright play to a calm bedtime: a ceiling light on a dimmer, a reading lamp by the bed and a soft night light. Quiet air conditioning and a room that does not overheat in the afternoon matter more than any colour scheme.',
          'Involve children in the small choices as they grow. Letting a seven-year-old pick the bedding or a teenager choose the desk lamp gives them ownership of their space without undoing the thoughtful design underneath. A pinboard or a strip of picture rail lets them display their latest passion without a single new hole in the wall.',
        ],
        link: { label: 'See our custom closets and cabinets', href: '/custom-closets-cabinets' },
      },
    ],
  },
  {
    url: 'home-office-that-works',
    title: 'A home office that works: light, sound, storage and a clear head',
    publishedAt: '2025-04-28',
    metaTitle: 'A home office that works: light, sound and storage',
    metaDescription:
      'Plan a home office in a Dubai villa or apartment that keeps you focused: where to put it, the right desk and chair, lighting, acoustics and tidy cabling.',
    imageAlt: 'A home office with a walnut desk facing a window, shelving and a task lamp in a Business Bay apartment',
    intro: [
      'For many people in Dubai, working from home has settled into a pattern of two or three days a week. The kitchen table that did the job for a while is no longer enough. Back pain, poor video calls, glare on the screen and a work bag spilling into the living room are all signs that the home office deserves proper thought.',
      'A good home office does not need a large room. It needs the right spot, the right furniture and a few details that most people overlook.',
    ],
    sections: [
      {
        heading: 'Choose the right spot',
        paragraphs: [
          'The ideal home office has a door, natural light and distance from the busiest rooms. In a villa, a spare bedroom, a room off the landing or a converted storeroom often works well. In an apartment in JLT or Dubai Marina, it might be a corner of the bedroom, a nook in the hallway or a section of the living room screened by joinery.',
          'Think about the view behind you as well as in front of you. On video calls, a calm background of shelving or a textured wall looks far more professional than an unmade bed or a kitchen full of pans.',
        ],
      },
      {
        heading: 'Desk, chair and screen',
        paragraphs: [
          'The chair is the single most important purchase. Choose one that adjusts in height, seat depth and lumbar support, and try it before you buy. A desk deep enough to keep the screen at arm’s length, with the top of the screen roughly at eye level, saves strain on the neck and eyes. A height-adjustable desk is a worthwhile upgrade for anyone spending long days at it.',
          'If two people work from home, plan for both from the outset. Two desks in the same room rarely work for people who are both on calls; a second, smaller workspace elsewhere in the house, even a well-lit nook on the landing, is often the better answer.',
        ],
        bullets: [
          'Position the desk side-on to the window to avoid glare and backlit calls',
          'Add a task lamp as well as ceiling light, with warm-to-neutral colour',
          'Plan sockets and a data point at desk height, with a cable tray beneath',
          'Keep the printer and files in closed storage so the desk stays clear',
          'Use a rug, curtains and soft surfaces to improve sound on calls',
          'Make sure the air conditioning reaches the room properly',
        ],
      },
      {
        heading: 'Acoustics and connectivity',
        paragraphs: [
          'Hard floors, bare walls and large windows make a room echo, which is tiring on long calls. Fabric panels, a full bookcase and a good rug absorb a surprising amount of sound. If the office shares a wall with the children’s playroom, extra insulation inside a new partition or a solid-core door makes a real difference.',
          'Wi-Fi can struggle through thick villa walls and concrete slabs. A wired connection to the desk, or at least a mesh access point nearby, keeps calls stable. If you are renovating, this is the moment to run cables, not later.',
        ],
      },
      {
        heading: 'Joinery that hides work away',
        paragraphs: [
          'Built-in joinery lets a home office look calm when the working day ends. A wall of cupboards can conceal files, a printer and a fold-down desk. In a guest room, a desk can be integrated with the wardrobe so the space switches roles easily. Integrated lighting inside shelves, leather-lined drawers and a proper place for chargers make the room pleasant to use every day.',
          'Finish with something that is simply yours: a favourite artwork, a plant that tolerates air conditioning, or a comfortable chair for reading away from the screen. A home office should feel like part of your home, not a corner borrowed from a tower in Business Bay.',
        ],
        link: { label: 'See our joinery solutions', href: '/joinery-solutions' },
      },
    ],
  },
  {
    url: 'renovating-a-townhouse-springs-arabian-ranches',
    title: 'Renovating a townhouse in The Springs, Arabian Ranches and beyond',
    publishedAt: '2025-11-06',
    metaTitle: 'Renovating a townhouse in The Springs or Arabian Ranches',
    metaDescription:
      'How to renovate a Dubai townhouse in communities such as The Springs or Arabian Ranches: layouts, kitchens, stairs, gardens, community rules and timing.',
    imageAlt: 'An opened-up ground floor with a new kitchen island and garden doors in a townhouse in The Springs',
    intro: [
      'Townhouses in established communities such as The Springs, Arabian Ranches and their neighbours offer something many families want: a garden, a sense of neighbourhood and good schools nearby, at a size that is easier to manage than a large villa. Many were built two decades ago, and the layouts and finishes show their age.',
      'Because so many townhouses share the same handful of floor plans, we have seen most of the problems and most of the good solutions. Here is what usually matters most.',
    ],
    sections: [
      {
        heading: 'Rethinking the ground floor',
        paragraphs: [
          'The original layouts often split the ground floor into a closed kitchen, a separate dining area and a living room. For today’s families, opening the kitchen to the living space is the most requested change. Before any wall comes down, we check whether it is structural and what runs through it. Some walls can be removed freely, others need a beam and engineering input, and some are best left alone.',
          'Where a fully open kitchen does not suit, a wide opening with glazed doors or a partial wall with a breakfast counter can connect the rooms while still containing cooking smells. Moving the kitchen closer to the garden doors often transforms how the whole house feels.',
          'Flooring is the other ground-floor decision that changes everything. Replacing mismatched original tiles with one continuous floor, in large-format porcelain or engineered wood, makes a compact plan feel noticeably bigger and ties the new kitchen to the living room. Carried out onto the terrace in a matching outdoor finish, it draws the eye out to the garden.',
        ],
      },
      {
        heading: 'Making every metre count',
        paragraphs: [
          'Townhouses have less space to spare, so the renovation should squeeze value from every corner. These are the upgrades we find most worthwhile:',
        ],
        bullets: [
          'Built-in storage under the stairs, in place of a dark and awkward cupboard',
          'A refreshed staircase with new treads, a slimmer balustrade and better lighting',
          'Bathrooms reorganised to fit a walk-in shower instead of a bath',
          'Fitted wardrobes that run floor to ceiling and use the full wall',
          'A utility or laundry carved out of the maid’s room or garage',
          'Larger garden doors, where the community allows changes to openings',
        ],
      },
      {
        heading: 'Community rules and shared walls',
        paragraphs: [
          'Most master communities publish guidelines on what owners may change, who can carry out the work and when. Internal changes usually need less paperwork than external ones, but anything that affects the façade, the roof, garden structures or extensions will normally need the developer’s approval, and sometimes approval from the relevant authority as well. Build those timelines into your plan.',
          'Townhouses share walls with neighbours, so noise and dust need extra care. We agree working hours, protect shared access routes and let neighbours know in advance when noisy work is scheduled. Good relations at the start make the weeks of work far smoother.',
          'It also pays to think about the garden at the same time as the house. Sand and dust blow in through open doors during works, so we sequence landscaping after the messiest indoor trades, while any new drainage, irrigation or lighting cables in the garden are laid early.',
        ],
      },
      {
        heading: 'Timing and living arrangements',
        paragraphs: [
          'A townhouse renovation covering the kitchen, bathrooms and flooring typically takes three to six months, while projects with structural changes or extensions can run to a year or more. Many families move out for the main phase, because living with dust in a compact home during summer is hard on everyone.',
          'We plan the work in clear stages with agreed payments, never asking for full payment up front, and our workmanship carries a one-year warranty after handover.',
        ],
        link: { label: 'See our villa renovation service', href: '/villa-renovation-companies-dubai' },
      },
    ],
  },
  {
    url: 'smart-home-wiring-to-plan-during-renovation',
    title: 'Smart-home wiring and controls to plan during a renovation',
    publishedAt: '2026-06-18',
    metaTitle: 'Smart-home wiring to plan during a renovation',
    metaDescription:
      'Data cabling, lighting control, blinds, climate and security: the smart-home wiring to plan while your Dubai villa or apartment walls are still open.',
    imageAlt: 'A neat wall-mounted network cabinet and a slim lighting keypad beside a doorway in a renovated Dubai villa',
    intro: [
      'Smart-home technology changes every few years, but the wiring behind it lasts for decades. The cheapest moment to prepare a home for lighting scenes, motorised blinds, climate control and good Wi-Fi is while the walls and ceilings are open during a renovation. Once the plaster is finished and painted, every new cable becomes a compromise.',
      'You do not need to decide on every gadget now. You need to put the right infrastructure in place so that today’s choices and tomorrow’s upgrades both have somewhere to plug in.',
    ],
    sections: [
      {
        heading: 'Start with the network',
        paragraphs: [
          'Everything smart depends on a reliable network, and wireless signals struggle through the concrete walls and slabs of Dubai villas and towers. We recommend running data cable to each television point, each desk, every ceiling location for a wireless access point and the main outdoor areas. All of it returns to a central cabinet, ideally in a ventilated cupboard rather than a hot storeroom or a loft space that bakes in summer.',
          'Allow spare capacity in that cabinet and add a few empty conduits to awkward places. A spare draw wire in a conduit costs very little now and saves opening a finished ceiling later.',
        ],
      },
      {
        heading: 'What to wire for while the walls are open',
        paragraphs: ['Even if you install the devices later, plan the cables and boxes for these:'],
        bullets: [
          'Lighting control: deep back boxes, neutral wires at switch positions and dimmable circuits',
          'Motorised blinds and curtains: power at the head of every large window',
          'Climate: thermostat positions that suit the control system you intend to use',
          'Security: door entry, cameras and sensors at the entrances and gates',
          'Audio: ceiling speaker cables in the living areas, kitchen and terrace',
          'Car charging: a suitable circuit and cable route to the parking space',
        ],
      },
      {
        heading: 'Choosing a control approach',
        paragraphs: [
          'There are broadly two routes. Wired systems, with lighting and blinds controlled from a central panel, are robust and well suited to larger villas and full renovations. Wireless systems are easier to add to an apartment or a smaller project, and newer open standards help devices from different brands work together. Many homes end up with a blend of both.',
          'Whichever you choose, keep control simple for the whole family. A few well-placed keypads with clear scenes such as arrive, evening and away are used far more than a complicated app. Lights should still work from the wall if the internet goes down.',
          'Think about who maintains the system, too. A proprietary installation that only one company can program may leave you stranded if that company moves on. Ask how settings are backed up, who can change them, and whether you can adjust simple scenes yourself.',
        ],
      },
      {
        heading: 'Coordination and handover',
        paragraphs: [
          'Smart wiring touches lighting, joinery, ceilings and air conditioning, so it should be designed with the interior, not after it. Keypads need to line up with door frames, speakers should sit in the ceiling grid, and sensors must avoid the air conditioning grilles. Electrical work must be carried out by qualified, licensed installers, and in a tower the building management will want to review the plans before work starts.',
          'At handover, insist on a labelled cabinet, a simple plan of where every cable runs and a walk-through for everyone who lives in the house. That paperwork is what keeps a smart home smart for years to come. It also means the next electrician, or the next owner, can understand the system in minutes instead of tracing cables behind finished walls.',
        ],
        link: { label: 'See our renovation services', href: '/renovation-services' },
      },
    ],
  },
]

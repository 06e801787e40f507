import type { PostCopy } from '../types'

/** Posts on design, materials and joinery: furniture, cladding, outdoor living, closets, floors, colour and stands. */
export const designPosts: PostCopy[] = [
  {
    url: 'bespoke-joinery-or-ready-made-furniture',
    title: 'Bespoke joinery or ready-made furniture: when each one makes sense',
    publishedAt: '2024-03-12',
    metaTitle: 'Bespoke joinery or ready-made furniture? A Dubai guide',
    metaDescription:
      'When does made-to-measure joinery earn its cost, and when is a good ready-made piece the smarter buy? A practical guide for Dubai homes and offices.',
    imageAlt: 'A walnut media wall with built-in shelving beside a ready-made linen sofa in a Dubai Marina apartment',
    intro: [
      'Almost every project we take on reaches the same fork in the road: do we build this piece to measure, or do we buy it? Clients sometimes expect a design studio to push joinery at every turn. We don’t. The honest answer is that both have a place, and the best interiors in Dubai usually mix the two with some care.',
      'Here is how we help homeowners, landlords and business owners decide, piece by piece, where the money should go.',
    ],
    sections: [
      {
        heading: 'Where bespoke joinery earns its keep',
        paragraphs: [
          'Joinery comes into its own wherever a space is awkward, fixed or hard-working. A media wall that has to hide cables, a speaker and an air-conditioning grille; a wardrobe that runs under a sloping stair in an Arabian Ranches villa; a reception desk that must carry a brand, a printer and a queue of visitors. A catalogue piece will leave gaps, lose centimetres and look like an afterthought in places like these.',
          'Built-in work also ages better in our climate when it is specified properly. We choose boards rated for humidity, seal every edge and allow for the movement that comes with switching between a hot, damp balcony and a cold, dry air-conditioned room. That level of control is hard to find in flat-pack furniture shipped from a cooler climate.',
        ],
        bullets: [
          'Alcoves, niches and walls that are out of square',
          'Storage that must hold specific things: shoes, files, equipment, linen',
          'Pieces that hide services such as cabling, AC grilles or water heaters',
          'Brand-led commercial pieces such as counters, displays and reception desks',
          'Rooms where a continuous material, such as oak from floor to ceiling, ties everything together',
        ],
        link: {
          label: 'Explore our joinery solutions',
          href: '/joinery-solutions',
        },
      },
      {
        heading: 'When ready-made is the smarter buy',
        paragraphs: [
          'Loose furniture that people sit on, move or replace is often better bought. A well-made sofa from a good showroom has had years of testing on its frame, foam and fabric, and you can sit on it before you pay. Dining chairs, occasional tables, rugs and lighting follow the same logic: they are personal, they travel with you when you move, and they are easy to refresh.',
          'For landlords preparing an apartment in JLT or Business Bay for rent, ready-made is often right for most of the furniture too. Tenants change, tastes change, and a piece that can be replaced in an afternoon makes more sense than one fixed to the wall.',
        ],
      },
      {
        heading: 'The questions we ask before deciding',
        paragraphs: [
          'Our team starts with how long the client expects to stay, what the space has to do every day and how much of the budget can be fixed rather than movable. A family settling into a Jumeirah villa for the long term will see a different return on built-in storage than a tenant on a two-year lease, who may need the landlord’s written approval before fixing anything to a wall at all.',
          'We also look at lead times. Joinery is drawn, approved, made in the workshop and then installed, so it needs a place in the programme from the start. Ready-made pieces can arrive late in the project and still fit the plan, provided they have been measured against the final layout.',
        ],
      },
      {
        heading: 'The blend that works best',
        paragraphs: [
          'In most of our homes the fixed elements are bespoke and the soft elements are bought. Wardrobes, kitchens, vanities, media walls and window seats are made to measure; sofas, beds, chairs and lamps are chosen from trusted makers. The joinery gives the room its structure and the furniture gives it life.',
          'If you are unsure which way to go, bring us a floor plan and a list of what must be stored. Within a single conversation we can usually show you where a made-to-measure piece will change the room and where a good ready-made one will do the job just as well, for less.',
        ],
        link: {
          label: 'See our custom-made furniture',
          href: '/custom-made-furniture-dubai',
        },
      },
    ],
  },
  {
    url: 'wall-cladding-materials-compared',
    title: 'Wall cladding materials compared: timber, stone, fluted panels and more',
    publishedAt: '2024-07-02',
    metaTitle: 'Wall cladding materials compared for Dubai interiors',
    metaDescription:
      'Timber, natural stone, fluted panels, fabric and more: how the main wall cladding materials look, wear and behave in Dubai homes, offices and shops.',
    imageAlt: 'A living room wall clad in vertical fluted oak panels with a strip of warm concealed lighting above',
    intro: [
      'Cladding is one of the quickest ways to give a room character. A single clad wall can turn a plain living room into one with a clear focal point, make a corridor feel intentional or give a reception area the weight it needs. The choice of material, though, decides how that wall looks in five years as much as on the day it is finished.',
      'Here is how the options we use most often compare in Dubai’s conditions.',
    ],
    sections: [
      {
        heading: 'Timber: warm, tactile and alive',
        paragraphs: [
          'Real timber veneer on a stable core gives the warmth of wood without the movement of solid boards. Oak, walnut and ash are our usual choices, finished in oil or lacquer depending on how much handling the wall will get. Solid timber slats look beautiful but need careful acclimatisation; when an air-conditioned room is left closed up through a humid summer, solid wood will move.',
          'Timber suits living rooms, bedrooms, hotel corridors and executive offices, anywhere you want a softer, quieter feel. It also helps a little with acoustics, especially when set over an absorbent backing.',
          'Colour is worth a thought too. Timber darkens or mellows with light, so a pale oak wall opposite a sunny window will shift in tone over the first year or two. We show clients aged samples where we can, so the look they fall in love with is the look they keep.',
        ],
      },
      {
        heading: 'Natural and engineered stone',
        paragraphs: [
          'Marble, travertine and limestone bring a sense of permanence that nothing else quite matches. They are heavy, so the wall behind must be checked, and they need sealing because many stones are porous and will mark. In a tower apartment the building management will usually want to know about the weight and the fixing method before work begins.',
          'Large-format porcelain and sintered stone offer a lighter, harder-wearing alternative with convincing veining. We often recommend them for lobbies, bathrooms and feature walls that take knocks, while saving true marble for places where it can be enjoyed up close.',
        ],
      },
      {
        heading: 'Fluted panels, fabric and the rest',
        paragraphs: [
          'Fluted and ribbed panels have become a Dubai favourite for good reason: they add rhythm and shadow, hide joints well and work in timber, MDF for painting, or composite. The one drawback in our climate is dust, which settles in the grooves, so we suggest them where a quick weekly pass with a soft brush is realistic.',
          'Other materials earn their place in the right room:',
        ],
        bullets: [
          'Upholstered fabric or leather panels for bedrooms, cinemas and meeting rooms that need softer sound',
          'Microcement for a seamless, mineral finish in bathrooms and minimal living spaces',
          'Textured plaster or lime finishes for an earthy look that suits desert-inspired palettes',
          'Composite and PVC panels for budget-conscious rental units and humid service areas',
          'Acoustic felt and slatted systems for open-plan offices in DIFC and Business Bay',
        ],
      },
      {
        heading: 'How to choose for your space',
        paragraphs: [
          'Start with what the wall has to survive: hands, chairs, steam, sunlight through a west-facing window, or simply the fine dust that finds its way into every Dubai home. Then think about maintenance honestly. A textured stone wall in a busy family kitchen will need more care than a sealed porcelain one.',
          'Finally, consider approvals and fixing. Cladding in a rented apartment or a mall unit usually needs the landlord’s consent and must follow the fit-out guide for fire rating and fixing. Our team prepares samples, drawings and the paperwork so you can see and touch the options before anything goes on the wall.',
        ],
        link: {
          label: 'Discover our wall cladding service',
          href: '/wall-cladding',
        },
      },
    ],
  },
  {
    url: 'pergolas-and-outdoor-living-in-gulf-heat',
    title: 'Pergolas and outdoor living in the Gulf heat: designing for comfort',
    publishedAt: '2024-11-30',
    metaTitle: 'Pergolas and outdoor living in the Gulf heat',
    metaDescription:
      'How to design a pergola and outdoor space that you can actually use in Dubai: shade, airflow, materials, lighting and the approvals to plan for early.',
    imageAlt:
      'An aluminium louvred pergola shading an outdoor lounge and dining area beside a villa pool in Damac Hills',
    intro: [
      'Dubai’s winters are made for living outdoors. From roughly November to April, a well-shaded terrace becomes the most popular room in the house: breakfast in the cool of the morning, a barbecue with friends, a late coffee under the lights. The challenge is to design an outdoor space that works in those months and survives the summer that follows.',
      'A pergola is usually the heart of it. Here is what we think about when we design one for a villa or townhouse garden.',
    ],
    sections: [
      {
        heading: 'Shade first, then airflow',
        paragraphs: [
          'The sun in the Gulf is high and fierce, so the pergola’s roof does most of the work. Fixed timber slats give dappled shade and a natural look; adjustable aluminium louvres let you open the roof on a winter afternoon and close it tight when the sun is overhead. Fabric and retractable canopies are lighter still, though they need more care after sandstorms.',
          'Shade alone is not enough. We orient the structure to catch the prevailing breeze, keep the sides open where possible and often add ceiling fans or misting to make the shoulder months comfortable. A pergola that traps hot air is one nobody sits under.',
        ],
      },
      {
        heading: 'Materials that stand up to sun and sand',
        paragraphs: [
          'Every material outdoors in Dubai faces strong UV, sand abrasion, salt near the coast and big swings between a cool night and a hot day. Some cope better than others, and the right choice depends on the look you want and how much upkeep you are prepared for.',
          'Fixings and finishes deserve as much attention as the main frame. Stainless steel hardware, sealed joints and drainage built into the roof keep a pergola looking sharp after years of sun and the occasional heavy winter downpour.',
        ],
        bullets: [
          'Powder-coated aluminium: low maintenance, lightweight and ideal for louvred roofs',
          'Hardwoods and thermally modified timber: warm and natural, but need oiling every year or so',
          'Composite timber-look profiles: the appearance of wood with far less upkeep',
          'Steel: strong and slender, but must be properly treated against rust, especially near the sea',
          'Outdoor-grade fabrics: UV-stable and quick-drying, for canopies, cushions and screens',
        ],
        link: {
          label: 'See our pergola designs',
          href: '/pergola-manufacturer-in-dubai',
        },
      },
      {
        heading: 'Making it a room, not just a roof',
        paragraphs: [
          'The best outdoor spaces feel as considered as the rooms inside. We plan zones for lounging, dining and cooking, run power and lighting before the paving goes down, and choose furniture with quick-drying foam and covers that can be stored in summer. Warm, low lighting on dimmers turns a terrace in Arabian Ranches or Mudon into an evening room.',
          'Planting matters too. Hardy, drought-tolerant species along the edges soften the structure, give privacy from neighbours and add a little cooling through shade. Drip irrigation keeps water use sensible, and a few large pots let you change the look with the seasons.',
        ],
        link: {
          label: 'Explore our landscape design',
          href: '/landscape-design',
        },
      },
      {
        heading: 'Approvals and timing',
        paragraphs: [
          'Most gated communities have rules on what can be built in a garden or on a roof terrace, from height and colour to distance from the boundary. Expect to need a NOC from the master developer or community management, and in some cases approval from the relevant authority for larger structures. Our team prepares the drawings and submissions so that you know what is allowed before anything is ordered.',
          'Timing is worth planning around. Installing in late summer or early autumn means the space is ready for the first cool evenings, rather than being finished just as the heat returns.',
          'Ordering early also helps with made-to-measure louvres and fabrics, which can take several weeks to produce before installation begins.',
        ],
      },
    ],
  },
  {
    url: 'planning-a-walk-in-closet',
    title: 'Planning a walk-in closet: layout, storage and the details that matter',
    publishedAt: '2025-03-03',
    metaTitle: 'Planning a walk-in closet: a practical Dubai guide',
    metaDescription:
      'Layouts, hanging and drawer space, lighting, ventilation and finishes: how to plan a walk-in closet that works every day in a Dubai villa or apartment.',
    imageAlt:
      'A walk-in closet with smoked glass doors, open hanging rails and a central island with drawers under soft lighting',
    intro: [
      'A walk-in closet is one of the most requested features in the villas and apartments we work on, and one of the easiest to get slightly wrong. Too much open shelving, not enough long hanging, a dark corner where nothing is ever found: the small decisions add up to a room that is either a daily pleasure or a daily compromise.',
      'This is how we plan one, whether it is a dedicated room in an Emirates Hills villa or a converted spare bedroom in Al Barsha.',
    ],
    sections: [
      {
        heading: 'Start with an inventory, not a drawing',
        paragraphs: [
          'Before we draw a single line, we ask clients to count. How many long dresses, kanduras or abayas need full-height hanging? How many shirts, suits and jackets? How many pairs of shoes, bags and watches? Are there seasonal clothes for travel that can live on higher shelves? This inventory drives everything else.',
          'We then add room to grow. A closet planned to the exact size of today’s wardrobe will feel cramped within a year.',
        ],
      },
      {
        heading: 'Choosing a layout',
        paragraphs: [
          'The shape of the room usually decides the layout. A narrow room suits a galley with storage on both sides and a clear path of at least the width of a person with an open drawer. A wider room can take a U-shape, and a generous one an island in the middle for accessories and folding. If the closet leads to the bathroom, we plan the route so that it feels like a natural passage rather than a squeeze.',
          'Within the layout, we balance the types of storage:',
        ],
        bullets: [
          'Long hanging for dresses, robes, abayas and coats',
          'Double hanging for shirts, blouses and trousers, which doubles capacity',
          'Deep drawers for knitwear and folded items, shallow ones with dividers for jewellery and watches',
          'Angled or lit shoe shelving at eye level for the pairs used most',
          'A full-length mirror with good, even light in front of it',
          'A pull-out valet rod or small bench for planning outfits',
        ],
      },
      {
        heading: 'Light, air and finishes',
        paragraphs: [
          'Lighting makes or breaks a closet. We combine a soft ceiling light with LED strips inside the cabinets, often triggered by the doors, so that colours look true and nothing hides in shadow. Warm white works for most homes; it is flattering and kind to fabrics.',
          'Ventilation matters in Dubai more than many people expect. A closed closet on an outside wall can trap humidity in summer, which leads to musty smells and mildew on leather. We make sure the room is on the air-conditioning circuit or has adequate airflow, and we choose moisture-resistant boards and finishes.',
          'For the fronts, glass doors with a smoked or bronze tint show off the contents while keeping dust out, which is a real benefit here. Lacquer, veneer and fabric-lined drawers complete the finish.',
        ],
      },
      {
        heading: 'From design to installation',
        paragraphs: [
          'Once the layout is agreed, we produce detailed drawings and material samples, then build the joinery in our workshop so that site work is quick and clean. In a rented apartment, we check with the landlord before fixing to walls. Installation of a typical walk-in takes days rather than weeks, and our workmanship is covered by a one-year warranty.',
          'We also plan the little things that make a closet a pleasure to use: soft-close runners, a drawer for chargers and sunglasses, a hook for tomorrow’s outfit, a laundry basket that slides out of sight. Small touches like these are what clients mention when they tell us, months later, how much they still enjoy the room.',
        ],
        link: {
          label: 'See our custom closets and cabinets',
          href: '/custom-closets-cabinets',
        },
      },
    ],
  },
  {
    url: 'upholstered-headboard-bedroom-centrepiece',
    title: 'The upholstered headboard: designing the bedroom’s centrepiece',
    publishedAt: '2025-06-26',
    metaTitle: 'The upholstered headboard as a bedroom centrepiece',
    metaDescription:
      'Shape, scale, fabric and lighting: how to design an upholstered headboard that anchors the bedroom and stands up to life in a Dubai home.',
    imageAlt:
      'A tall channel-tufted headboard in sand-coloured boucle spanning the wall behind a king bed with bronze wall lights',
    intro: [
      'In most bedrooms, the wall behind the bed is the first thing you see when you walk in and the last thing you lean against at night. An upholstered headboard turns that wall into the room’s focal point. Done well, it adds comfort, softens sound and gives the whole room a sense of calm and purpose.',
      'It is also one of the pieces clients enjoy designing most, because there are so many ways to make it personal.',
    ],
    sections: [
      {
        heading: 'Scale and shape',
        paragraphs: [
          'The most common mistake is a headboard that is too small for the room. In the generous bedrooms of many Dubai villas, a headboard just the width of the bed can look lost. We often extend it well beyond the bed to take in the bedside tables, or run it floor to ceiling to make a modest room feel taller.',
          'Shape sets the mood. A simple rectangle is calm and tailored; a curved top or arched silhouette feels softer and more romantic; a wide panel with a wing at each end gives a sense of enclosure that many clients love in a master suite.',
          'Height matters for comfort as much as for looks. We set the padded area so that it supports your back and head when you sit up to read, which usually means the upholstery starts a little below the mattress line and rises well above the pillows.',
        ],
      },
      {
        heading: 'Stitching, tufting and detail',
        paragraphs: [
          'The way the fabric is worked changes the character of the headboard entirely. These are the treatments we use most often:',
          'Each option has a practical side as well. Deep buttons collect dust and need a soft brush attachment now and then, while smooth panels and wide channels are the quickest to keep clean. We talk through these trade-offs with you before anything is cut.',
        ],
        bullets: [
          'Vertical channels for a clean, contemporary rhythm that suits modern apartments',
          'Deep buttoning or diamond tufting for a classic, hotel-style look',
          'Plain, smooth panels with piping or a contrast welt for quiet luxury',
          'Horizontal bands or separate padded panels for a layered, architectural feel',
          'A timber, brass or stone frame around the upholstery to tie it to the rest of the room',
        ],
        link: { label: 'Explore our bed headboards', href: '/bed-headboards' },
      },
      {
        heading: 'Fabrics that suit the climate',
        paragraphs: [
          'Dubai homes are air-conditioned for much of the year, which keeps the air dry, yet dust is never far away. We lean towards fabrics that are easy to vacuum and forgiving of daily use: performance velvets, textured weaves, boucle, linen blends with a stain-resistant finish and soft leathers. Very pale silks look wonderful on day one but mark easily, so we save them for guest rooms.',
          'Sunlight is the other consideration. If the bed faces a large window, we choose fabrics with good light-fastness to stop colours fading unevenly. Removable covers or panels that can be re-upholstered later are a smart choice for families with young children.',
        ],
      },
      {
        heading: 'Lighting, power and the finishing touches',
        paragraphs: [
          'A headboard is the ideal place to hide practical details. We can build in reading lights, USB and power points, and discreet switches for the room’s lighting, so that nobody has to get up to turn the lights off. Concealed LED strips behind or above the headboard add a soft glow that makes the bedroom feel like a boutique hotel.',
          'Because the headboard is wall-mounted and built to measure, the wiring must be planned early, ideally before painting. In apartments, we agree any new points with the building management first. The result is a piece that looks effortless and works just as well as it looks.',
        ],
      },
    ],
  },
  {
    url: 'caring-for-wooden-floors-dusty-home',
    title: 'Caring for wooden floors in a dusty, air-conditioned Dubai home',
    publishedAt: '2025-10-01',
    metaTitle: 'Caring for wooden floors in a dusty Dubai home',
    metaDescription:
      'Sand, dust, dry air-conditioning and summer humidity all test wooden floors. Simple daily, seasonal and long-term care that keeps them at their best.',
    imageAlt:
      'Wide oak floorboards in a bright villa living room with a soft rug and a cordless vacuum leaning against the wall',
    intro: [
      'Wooden floors bring a warmth to Dubai homes that tile rarely matches. They feel soft underfoot, they age gracefully, and they suit everything from a Jumeirah villa to a Dubai Marina apartment. They do, however, face a particular set of challenges here: fine sand that acts like sandpaper, air-conditioning that dries the air, and humidity that surges whenever the house is left closed in summer.',
      'The good news is that a little routine care goes a long way. Here is the advice we give clients when we hand over a new floor.',
    ],
    sections: [
      {
        heading: 'Keep the grit out',
        paragraphs: [
          'Dust and sand are the main enemies of a wooden floor. Under shoes and chair legs, every grain scratches the finish a little, and over months those scratches turn a floor dull. Stopping the grit at the door is the single most effective thing you can do.',
          'Pay particular attention in the weeks after a sandstorm, and around terrace doors that are opened often in the cooler months. A few minutes with a vacuum fitted with a soft floor head, rather than a hard beater bar, is all it takes.',
        ],
        bullets: [
          'Place good entrance mats both outside and inside every door to the garden or terrace',
          'Adopt a shoes-off habit at the front door, as many households in the UAE already do',
          'Vacuum or use a soft microfibre mop daily in busy rooms, particularly after a dusty day',
          'Fit felt pads to the legs of chairs, tables and sofas and replace them when they wear',
          'Use rugs in high-traffic zones such as hallways and under dining tables',
        ],
      },
      {
        heading: 'Water and cleaning products',
        paragraphs: [
          'Wood and standing water do not mix. Clean with a barely damp mop and a cleaner designed for your finish, whether lacquer or oil, and wipe up spills straight away. Avoid steam mops, bleach, vinegar and all-purpose sprays; they can strip the finish or leave a film that dulls the surface.',
          'Oiled floors benefit from a maintenance oil or soap every so often, which feeds the wood and refreshes the colour. Lacquered floors need less, but they do appreciate a dedicated refresher product once or twice a year.',
        ],
      },
      {
        heading: 'Managing climate and the summer shutdown',
        paragraphs: [
          'Wood responds to moisture in the air. Constant air-conditioning can make it shrink slightly and show small gaps, while a sudden rise in humidity makes it swell. The best approach is to keep conditions steady. If you travel for the summer, leave the air-conditioning running at a moderate setting rather than switching it off completely; a sealed, hot, humid house is hard on floors, joinery and furniture alike.',
          'Engineered boards, with a real wood top layer on a stable core, cope with these swings far better than solid planks. That is why we recommend them for most Dubai homes, and especially for apartments over concrete slabs with underfloor services.',
        ],
        link: {
          label: 'See our wooden flooring options',
          href: '/wooden-flooring-in-dubai',
        },
      },
      {
        heading: 'Protect, then refresh',
        paragraphs: [
          'Blinds or UV-filtering film on large south- and west-facing windows will slow the fading and colour changes that strong sunlight causes. Move rugs and furniture now and then so that the floor ages evenly, and lift rugs occasionally to clean the dust that gathers beneath them.',
          'Over time, even a well-kept floor will show wear. Many engineered and solid floors can be lightly sanded and refinished to look almost new, which is far more sustainable than replacing them. If your floor has lost its lustre, our team can assess it and recommend a refresh, a full refinish or repairs to individual boards.',
        ],
      },
    ],
  },
  {
    url: 'choosing-materials-that-last-and-tread-lightly',
    title: 'Choosing materials that last and tread lightly: a sustainable approach',
    publishedAt: '2026-01-13',
    metaTitle: 'Sustainable interior materials that last in Dubai',
    metaDescription:
      'Durability is the heart of sustainable design. How we choose timber, stone, paints and fabrics that last longer and tread lightly in UAE interiors.',
    imageAlt:
      'Samples of certified oak, recycled-content tiles, lime plaster and wool fabric laid out on a studio table',
    intro: [
      'Sustainability in interiors is often talked about as a matter of special materials. In our experience it is more about a simple principle: the greenest fit-out is the one you do not have to tear out in five years. A floor that lasts twenty years, a kitchen that can be refreshed rather than replaced, a sofa that can be re-covered – these decisions save far more than any single eco-labelled product.',
      'Here is how we think about materials with longevity and a lighter footprint in mind, for homes and businesses across the UAE.',
    ],
    sections: [
      {
        heading: 'Durability comes first',
        paragraphs: [
          'The Dubai climate is demanding: intense sun, fine sand, dry indoor air and humid summers. Materials that are not suited to these conditions fail early, and early failure is the least sustainable outcome of all. We therefore start by asking whether a material will survive the use it will get in the room it is meant for.',
          'That often means choosing engineered timber over solid boards in apartments, sealed and hard-wearing surfaces in kitchens, and solid, repairable construction for joinery rather than the cheapest carcass available.',
          'It also means being honest about quality. A slightly more expensive worktop or hinge that lasts three times as long is the better choice for both the client’s budget and the planet, and we explain that trade-off openly.',
        ],
      },
      {
        heading: 'What we look for in a material',
        paragraphs: [
          'No material is perfect, so we weigh several qualities together rather than chasing a single label:',
          'We ask suppliers for the documentation behind their claims and favour those who can show where and how a product is made. Where a claim cannot be backed up, we treat it with caution and tell our clients so.',
        ],
        bullets: [
          'Timber and boards from responsibly managed forests, with recognised certification where available',
          'Low-VOC paints, adhesives and finishes that keep indoor air healthier in sealed, air-conditioned rooms',
          'Recycled or recycled-content products, such as some tiles, metals and acoustic panels',
          'Natural finishes such as lime plaster, wool and linen that age gracefully',
          'Materials that can be repaired, refinished or re-upholstered rather than discarded',
          'Products sourced regionally where quality allows, to reduce transport distances',
        ],
      },
      {
        heading: 'Design for change',
        paragraphs: [
          'Homes and offices evolve. A family grows, a business expands, a tenant moves on. We design with that in mind: modular joinery that can be reconfigured, finishes that can be refreshed without stripping back to the wall, lighting that can be upgraded without tearing out ceilings. In commercial fit-outs in DIFC or Business Bay, we look for systems that can be taken down and reused when the lease ends.',
          'Keeping what works is often the most sustainable move of all. On villa renovations, we frequently retain sound floors, doors and cabinet carcasses and update their surfaces instead. Clients are often surprised by how much can be saved, both in budget and in waste.',
        ],
        link: {
          label: 'Explore our renovation services',
          href: '/renovation-services',
        },
      },
      {
        heading: 'Energy and comfort',
        paragraphs: [
          'In a city where cooling runs for much of the year, interiors have a real effect on energy use. Good blinds and curtains, reflective window films, LED lighting on dimmers and thoughtful zoning all reduce the load on air-conditioning. Ceiling fans in bedrooms and living areas let you set the thermostat a little higher without losing comfort.',
          'None of this requires compromising on beauty. The most satisfying projects we deliver are the ones where the materials feel rich, the spaces feel calm and the client knows they have chosen well for the long term.',
        ],
      },
    ],
  },
  {
    url: 'colour-palettes-from-desert-and-coast',
    title: 'Colour palettes drawn from the desert and the coast for UAE homes',
    publishedAt: '2026-05-19',
    metaTitle: 'Desert and coastal colour palettes for UAE homes',
    metaDescription:
      'Sand, terracotta, sea glass and dusk: how to build calm, lasting colour palettes inspired by the UAE’s desert and coastline for your home or business.',
    imageAlt:
      'A living room in warm sand and terracotta tones with a sea-blue accent chair and linen curtains filtering the sun',
    intro: [
      'Some of the most beautiful colour combinations in the world are just outside the window. The dunes beyond Al Qudra at sunset, the pale turquoise of the water off Jumeirah beach, the weathered stone of old Dubai: these landscapes offer palettes that feel right in our light and our climate, because they grew up in it.',
      'Here is how we translate them into interiors that feel calm, grounded and unmistakably of this place.',
    ],
    sections: [
      {
        heading: 'The desert palette',
        paragraphs: [
          'Desert-inspired schemes start with warm neutrals: sand, oat, soft clay and bone. These are layered with deeper earth tones for contrast, such as terracotta, rust, ochre and the dark brown of dates. Textured surfaces, including lime plaster, travertine, rattan and rough linen, bring the landscape’s tactile quality indoors.',
          'This palette works beautifully in villas in Arabian Ranches or Al Barsha, where it pairs naturally with oak floors and brass details. It also suits restaurants and cafés that want a warm, welcoming mood.',
          'The trick is restraint. A room in five shades of beige can feel flat, so we vary texture and tone rather than adding more colours, and let one deeper shade, perhaps a terracotta cushion or a rust-coloured rug, do the talking.',
        ],
      },
      {
        heading: 'The coastal palette',
        paragraphs: [
          'Coastal schemes borrow from the Gulf’s shallows and skies: chalk white, pale aqua, sea glass green, soft grey-blue and the deeper teal of the water further out. Bleached timbers, woven textures and white oak keep things fresh rather than cold.',
          'We often use this palette in apartments along Dubai Marina and Palm Jumeirah, where it connects the interior to the view. It feels especially good in summer, when a cooler colour scheme makes a room feel a few degrees more comfortable to the eye.',
          'To stop a coastal scheme sliding into a seaside cliché, we avoid anchors, stripes and shells and rely on colour, texture and natural materials instead. A sea-glass tile in a bathroom or a blue-grey linen curtain says more than any nautical accessory.',
        ],
      },
      {
        heading: 'Working with Dubai light',
        paragraphs: [
          'Light in the UAE is strong and clear, and it changes colour dramatically through the day. A paint that looks perfect on a sample card in a showroom can look washed out at midday or too yellow in the evening. That is why we always test colours on the actual walls, in several places, and look at them morning and night before deciding.',
          'A few rules of thumb we follow:',
        ],
        bullets: [
          'Choose whites with a touch of warmth; stark cool whites can feel clinical in bright sun',
          'Use deeper, richer tones in rooms with less natural light, such as TV rooms and bedrooms',
          'Keep the main surfaces calm and bring stronger colour in through fabrics, art and accessories',
          'Pick matt or low-sheen finishes on walls to reduce glare',
          'Repeat each accent colour at least three times in a room so it feels intentional',
        ],
        link: {
          label: 'See our painting services',
          href: '/painting-services',
        },
      },
      {
        heading: 'Blending the two',
        paragraphs: [
          'The most interesting schemes often mix desert and coast: a sand-toned living room with a single sea-blue sofa, or a white kitchen with terracotta tiles and olive-wood accents. The key is a shared undertone, so that warm and cool colours sit together comfortably rather than competing.',
          'If you are planning a refresh, our team can prepare a palette board with paint, fabric and material samples for each room, so you can see how everything works together before a single wall is painted. It is the easiest way to choose with confidence.',
        ],
      },
    ],
  },
  {
    url: 'exhibition-stand-design-dubai-trade-shows',
    title: 'Exhibition stand design for Dubai trade shows: from brief to build-up',
    publishedAt: '2026-09-08',
    metaTitle: 'Exhibition stand design for Dubai trade shows',
    metaDescription:
      'From the first brief to the build-up days: how to plan, design and deliver an exhibition stand that stands out at a Dubai trade show, on time.',
    imageAlt:
      'A two-level custom exhibition stand with a lit brand wall, meeting pods and a product display in a busy Dubai exhibition hall',
    intro: [
      'Dubai hosts trade shows for almost every industry, and the halls fill with thousands of visitors who have only a few seconds to decide which stands to walk into. A good stand earns those seconds. It tells your story clearly from across the aisle, gives your team room to work and holds up through days of heavy use.',
      'Behind every stand that looks effortless is a tight process and an immovable deadline. Here is how we take a stand from brief to build-up.',
    ],
    sections: [
      {
        heading: 'Start with a sharp brief',
        paragraphs: [
          'The best stands begin with clear answers to a few questions. What is the goal: leads, launches, meetings or brand awareness? Who are the visitors you most want to reach? What must be shown, whether products, screens or demonstrations? How many staff will be on the stand at once, and do they need private meeting space or storage?',
          'We also need the basics from the organiser: the plot size and position, whether the stand is open on one, two, three or four sides, height limits and the exhibitor manual. These shape the design as much as the brand does.',
        ],
      },
      {
        heading: 'Designing for impact and flow',
        paragraphs: [
          'A strong stand has one clear focal point visible from a distance, usually a bold brand wall, a lit feature or a hero product. Beneath that, the layout must guide people naturally: an open, inviting edge; a display zone; a place for conversations; and a back area for storage and staff.',
          'We test every layout against the way visitors actually move through a busy hall, approaching from the main aisles and pausing at corners. Our checklist for most stands includes the following:',
        ],
        bullets: [
          'Keep the front open and uncluttered so visitors can step in without feeling trapped',
          'Use lighting generously; exhibition halls can be flat and dim',
          'Put the key message high, where it is seen over the heads of the crowd',
          'Plan seating and a counter for quick meetings and data capture',
          'Include lockable storage for bags, brochures, stock and stand supplies',
          'Choose hard-wearing floor and counter finishes that survive days of heavy foot traffic',
        ],
      },
      {
        heading: 'Approvals, production and logistics',
        paragraphs: [
          'Once the design is signed off, we prepare technical drawings for the organiser’s approval, covering structure, electrics, materials and fire safety. Every venue has its own rules and deadlines, so we build the programme backwards from the submission dates in the exhibitor manual.',
          'Most of the stand is built and finished in our workshop, test-fitted where possible and then transported to the venue. This reduces risk on site, where build-up windows are short and every hour counts.',
        ],
        link: {
          label: 'See our exhibition stand design',
          href: '/exhibition-stand-design',
        },
      },
      {
        heading: 'Build-up, show days and breakdown',
        paragraphs: [
          'During build-up our team assembles the structure, connects power and AV, installs graphics and dresses the stand, then runs a final check with you before the doors open. We remain on call through the show for any adjustments.',
          'We also brief your staff on how the stand works: where the switches are, how the storage locks and how to keep the stand tidy between visitor peaks, so that it looks as good on the last afternoon as it did on opening morning.',
          'When the show closes, we dismantle the stand efficiently and within the organiser’s breakdown time. Where the design allows, key elements can be stored and reused for future events, saving cost and waste, and giving your brand a consistent look from one show to the next. Planning for reuse from the first sketch is one of the simplest ways to make exhibition spending go further.',
        ],
      },
    ],
  },
]

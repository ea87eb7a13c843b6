import type { DemoBlogPost } from './types.ts';

/**
 * The studio's journal: eight published posts and one draft.
 * Content is plain paragraphs separated by one blank line; a paragraph wrapped in ** is a sub-heading.
 */
export const demoBlogPosts: DemoBlogPost[] = [
  {
    slug: 'how-to-layer-lighting-in-a-living-room',
    title: 'How to Layer Lighting in a Living Room',
    excerpt:
      'Most living rooms rely on one ceiling light and wonder why they feel flat. How we plan lamps at three heights so a room works from breakfast to midnight.',
    content: `Ask someone what is wrong with their living room and they will usually point at the sofa or the paint. Walk in after dark, though, and the real problem is often hanging from the middle of the ceiling. A single overhead fixture lights the tops of everyone's heads, flattens the furniture and leaves the corners in gloom. It is the fastest way to make a beautiful room look ordinary.

Good lighting is not about buying more fixtures. It is about putting light where people actually are, at the heights their eyes expect to find it. Here is how we plan it for almost every living room we design.

**Start with how the room is used**

Before we choose a single lamp, we ask what happens in the room after four in the afternoon. Does someone read in the same chair every night? Is there a piano, a desk in the corner, a television that is on more often than anyone admits? Do the children spread homework across the floor? Each of those activities needs its own pool of light, and the plan falls out of the answers. A reading chair needs a lamp just behind the shoulder, not in front of the face. A television wall needs soft light near the screen so the contrast does not tire your eyes.

**Light at three heights**

The simplest rule we use is to put light at three levels. Low light comes from table lamps on side tables and consoles, roughly at the height of a seated person's shoulder. Middle light comes from floor lamps and wall sconces, somewhere around eye level when you are standing. High light is anything that washes the walls or ceiling: picture lights, a plaster uplighter, or the ceiling fixture itself.

When all three levels are present, the room reads as having depth. Your eye travels from the lamp beside you to the painting across the room to the glow on the ceiling, and the space feels larger than it is. In the Irvington living room we finished last autumn, a north-facing room with a single window, we used two table lamps, a brass floor lamp in the reading corner and a pair of picture lights over the built-in walnut shelves. The overhead fixture is still there. The owners tell us they switch it on about twice a month.

**Choose warm bulbs and dim everything**

Color temperature matters more than most people think. For living spaces we specify bulbs at 2700 kelvin, and sometimes 2200 for lamps that are mostly there for atmosphere. Anything cooler starts to feel like an office once the sun goes down. Look for a high color rendering index, ideally 90 or above, so that wood, skin and fabric look like themselves.

Then put as much as you can on dimmers. A lamp that is perfect for reading at nine in the evening is too bright at eleven. Plug-in dimmers and smart bulbs have made this easy, even in a rental. If you are renovating, ask your electrician to put the outlets that feed your lamps on a switch by the door, so you can light the whole room in one motion instead of crawling behind the sofa.

**Let the shades do the work**

A lampshade is a filter, and it changes everything about the light that comes through it. Linen and paper shades give a warm, diffuse glow. Opaque shades throw light down onto a table and up onto the ceiling, which is lovely for atmosphere and useless for reading. Check the height too: when you are sitting down, you should not be able to see the bare bulb beneath the lower edge of the shade.

**Do not forget the daytime**

Lighting plans tend to focus on evenings, but a living room at two in the afternoon in a Portland February needs help as well. A lamp in the darkest corner, switched on during the day, will do more for a north-facing room than any paint color. A mirror placed opposite a window rather than beside it bounces daylight deeper into the space.

If you change one thing this week, buy one good table lamp, put it in the corner you use most and turn the ceiling light off. You will see the room differently by Friday.`,
    category: 'design-tips',
    tags: ['lighting', 'living room', 'lamps', 'design basics'],
    status: 'published',
    publishedAt: '2026-03-04T17:00:00.000Z',
    featured: true,
    imageFromProject: 'limewash-and-walnut-living-room',
  },
  {
    slug: 'why-a-warm-white-is-never-just-white',
    title: 'Why a Warm White Is Never Just White',
    excerpt:
      'There are hundreds of white paints, and the differences only show up on your own walls. How we choose whites that feel warm without turning yellow or gray.',
    content: `Every few weeks a client tells us they just want white walls, nothing complicated. We understand the appeal. White feels clean, calm and easy to live with. It is also, in our experience, the hardest color of all to get right.

The problem is that there is no such thing as plain white paint. Every white has an undertone, a faint tint of yellow, red, green, blue or gray mixed into the base, and that undertone is what you end up living with. On a small chip under showroom lights they all look the same. On four walls and a ceiling, in your own light, they can be wildly different.

**Read the light before the paint**

The first thing we look at is which way the room faces. North-facing rooms get cool, indirect light all day, and in Portland, where the sky is gray for much of the winter, that light can be very blue indeed. A white with a gray or blue undertone will look cold and slightly dirty there. South-facing rooms get warm, strong light that can push a yellow-based white towards cream, or even butter, by the middle of the afternoon.

So in a north room we lean towards whites with a little warmth in them, a touch of red or yellow, to balance the cool light. In a bright south room we go the other way and choose a cleaner, more neutral white, so the sun does not overdo it. East and west rooms change dramatically through the day, and there we choose for the hours when the room is used most.

**Look at what is already there**

A white wall never sits on its own. It sits next to floors, cabinetry, countertops and trim, and it borrows color from all of them. Honey-toned oak floors bounce warmth up onto the walls. Gray stone or concrete pulls a wall cooler. In the Eastmoreland kitchen, with its navy cabinetry and cream zellige tile, we tested four whites before choosing one with a soft yellow undertone that matched the glaze of the tile. The cooler whites we tried made the navy look almost black and the tile look grubby.

**Compare whites to each other, not to the chip**

It is very hard to judge a single white in isolation. Your eye adjusts, and after a minute almost any white looks white. Put three whites side by side, though, and their characters jump out at once: one is clearly creamy, one is clearly gray, one looks faintly pink. We paint large samples, at least two feet square, on board or directly on the wall, and look at them in the morning, in the middle of the day and under lamps at night.

Hold a sheet of plain printer paper against each sample too. It is a crude reference, but it shows you instantly which way each paint leans.

**Trim, ceilings and sheen**

For trim we usually use the same white as the walls in a higher sheen, eggshell on the walls and satin on the woodwork. The change in sheen gives definition without the harsh line of a bright white trim against a softer wall. On ceilings, a flat finish of the wall color, sometimes lightened by a quarter, keeps the room from feeling as if it has a lid on it.

**When white is not the answer**

Sometimes, after all the sampling, the honest answer is that a room does not want to be white. A dark hallway or a small north-facing study may never feel bright, however carefully the white is chosen. In those rooms a soft mid-tone, a warm stone or a muted green, will feel lighter than a white that is fighting the room. White is a color like any other, and it deserves the same care.`,
    category: 'color-palettes',
    tags: ['white paint', 'undertones', 'north light', 'paint sampling'],
    status: 'published',
    publishedAt: '2026-04-08T16:00:00.000Z',
    featured: false,
    imageFromProject: 'midnight-navy-kitchen',
  },
  {
    slug: 'making-a-small-kitchen-work-hard',
    title: 'Making a Small Kitchen Work Hard',
    excerpt:
      'A small kitchen does not have to feel cramped. Lessons from a Sellwood bungalow where two cooks and a toddler now share a galley without bumping elbows.',
    content: `The kitchen in the Sellwood bungalow we finished last year measures a little under eleven feet by nine. It has two doors, a window over the sink, a radiator exactly where you would want a cabinet, and a household of two keen cooks and a three-year-old. When the owners first called us, they were sure they would have to knock through a wall. They did not. What they needed was a kitchen that worked harder within the space it already had.

Here is what we learned, and what we would suggest to anyone planning a small kitchen.

**Fix the layout before anything else**

Small kitchens usually fail because of their layout, not their size. The Sellwood kitchen had cabinets on three walls with the fridge jammed into a corner, which meant two people were constantly crossing each other's path. We reorganized it as a galley: sink, dishwasher and prep space along one wall, range and fridge along the other, and a narrow peninsula at the end. The distances between sink, stove and fridge got shorter, and two people can now cook side by side without colliding.

Before you choose a single finish, draw your kitchen to scale and trace the routes you walk while making dinner. If those lines cross a lot, the layout is the problem, and no amount of pretty tile will fix it.

**Go up, not out**

Floor area is the one thing you cannot add, but most kitchens waste the top third of their walls. We ran the upper cabinets right to the ceiling, with a row of shallow doors at the top for things used once a year. Open shelves on the window wall hold everyday plates and glasses within easy reach, which also means fewer doors swinging out into a narrow room.

**Drawers beat doors**

In a small kitchen, deep drawers earn their keep. A base cabinet with doors turns into a cave where pans get lost at the back, while a drawer brings everything out to you. Every base cabinet in Sellwood is a drawer, including a pull-out beside the range for oils and spices that is only six inches wide. Even the sink cabinet has a U-shaped drawer that wraps around the plumbing.

**Keep the palette calm**

Visual clutter makes a small room feel smaller still. We kept the palette tight: pale ash for the upper cabinets and shelving, a soft fjord blue on the lower cabinets, and an off-white tile laid vertically to draw the eye up towards the ceiling. The blue gives the kitchen its personality without breaking it into too many pieces. Choosing brushed steel pulls to match the existing appliances kept the number of finishes in the room to three.

**Plan for the people, not just the cooking**

The owners' toddler wanted to be wherever they were, always. Instead of fighting that, we shaped the peninsula with a rounded end at a height that works with a child's step stool, and filled the drawer beneath it with crayons and paper. The kitchen is no bigger than it was, but the family now spends far more of the day in it, and that is the best measure of a small kitchen we know.

**Resist the urge to fit everything in**

It is tempting, when space is tight, to squeeze in every appliance and gadget you might one day need. We would always rather see a small kitchen do six things well than twelve things badly. The Sellwood owners gave up a second oven and a wine fridge, and gained a clear counter and a corner by the back door where the morning sun falls. Decide what matters most to the way you cook, design around it, and let the rest go.`,
    category: 'small-spaces',
    tags: ['small kitchen', 'galley layout', 'storage', 'bungalow'],
    status: 'published',
    publishedAt: '2026-05-13T16:00:00.000Z',
    featured: false,
    imageFromProject: 'pale-ash-bungalow-kitchen',
  },
  {
    slug: 'the-rug-size-rule-most-people-get-wrong',
    title: 'The Rug Size Rule Most People Get Wrong',
    excerpt:
      'A rug that is too small makes a room feel smaller and the furniture look adrift. How to size rugs for living rooms, dining rooms and bedrooms.',
    content: `If we had to name the most common mistake we see in people's homes, it would not be a paint color or a sofa. It would be a rug that is too small. A little rug floating in the middle of a living room, with the furniture pushed back to the walls around it, makes everything look disconnected. The room feels smaller, not larger, and the rug starts to look like a bath mat that wandered in from down the hall.

The reason is easy to understand. Large rugs are expensive, and a smaller one feels like the safe choice. But a rug's job is to hold a group of furniture together, and it can only do that if the furniture actually touches it.

**The living room: front legs on**

In a living room, the rule we use is that at least the front legs of every major seat should sit on the rug. Sofa, armchairs, the bench under the window if it is part of the conversation: front legs on. That usually means a rug at least as wide as the sofa plus several inches on either side, and deep enough to reach under the chairs opposite.

For most living rooms that means eight by ten feet at a minimum, and often nine by twelve. In the Laurelhurst parlor we restored last year, a long double room with a fireplace at one end, we chose a nine-by-twelve hand-knotted wool rug for the seating group and left the far end, by the bay window, on bare fir. The rug defines the conversation area, and the wood floor gives the rest of the room space to breathe.

**Leave a border of floor**

Bigger is not always better. A rug that runs right up to the baseboards makes a room look wall-to-wall carpeted, and you lose the frame that a strip of bare floor provides. Aim for twelve to eighteen inches of visible floor between the rug and the walls in an average room, a little less in a small one. The border should be roughly even, or at least symmetrical across the room.

**The dining room: pull the chairs out**

Dining rugs are where the arithmetic gets strict. When someone pushes back from the table to stand up, all four legs of the chair need to stay on the rug, or it will catch on the edge every single time. Measure your table, then add at least twenty-four inches on every side, more if your chairs are deep. A table of forty by eighty-four inches wants a rug of roughly eight by eleven feet. A round table wants a round rug, or a square one, sized the same way.

Choose a flat weave or a low, dense pile for dining rooms. Crumbs disappear into shag, and chairs drag on anything thick. A patterned rug also forgives spills far better than a plain one. In the Lake Oswego dining room, where a family of five eats every night, an antique rug in faded reds and creams has absorbed two years of dinners and still looks as if it has always been there.

**The bedroom: think about your feet**

In a bedroom, what matters is where your feet land when you get up in the morning. A rug that extends two to three feet beyond each side of the bed does the job. For a queen bed that is typically an eight by ten, laid crosswise, starting a foot or so in front of the nightstands so they stand on bare floor. If the room is tight, a pair of runners on either side of the bed works just as well and costs less.

**Test before you buy**

Before you order, mark the outline of the rug on your floor with painter's tape and live with it for a couple of days. It is the cheapest design tool there is, and it will tell you more than any floor plan. Most clients who try it end up going one size larger than they planned. Very few ever go smaller.`,
    category: 'design-tips',
    tags: ['rugs', 'proportion', 'living room', 'dining room', 'bedroom'],
    status: 'published',
    publishedAt: '2026-06-17T16:00:00.000Z',
    featured: false,
    imageFromProject: 'claret-and-cream-dining-room',
  },
  {
    slug: 'warm-minimalism-grows-up',
    title: 'Warm Minimalism Grows Up',
    excerpt:
      'Minimalism is shedding its cold, gallery-white reputation. Why clay, plaster, oak and fewer, better objects are shaping the homes we design this year.',
    content: `For a long time, minimalism in interiors meant one thing: white walls, gray floors, glossy handleless cabinets and very little else. It photographed beautifully and was often miserable to live in. Rooms echoed. Every fingerprint showed. Guests were never sure where to put their coats.

What we are seeing now, in the homes we design and in the requests that come through our door, is something different. Clients still want calm, uncluttered rooms, perhaps more than ever. But they want those rooms to feel warm, tactile and lived in. Call it warm minimalism, or simply minimalism that has grown up.

**Texture takes the place of objects**

The biggest shift is that texture now does the work decoration used to do. When a room holds very few objects, the surfaces themselves become the interest. Clay and lime plasters, with their soft, cloudy movement, are replacing flat paint on feature walls and sometimes on every wall. Limestone and honed marble are replacing polished quartz. Oak with visible grain is replacing lacquer.

In the Northwest District kitchen we completed this spring, the walls are a clay-toned plaster, the single counter is limestone and the cabinets are a chalky white with no handles at all. Described like that, it sounds austere. In person it feels soft, almost like standing inside a piece of pottery, because every surface catches the light a little differently.

**Earth tones over gray**

Gray had a long run as the default neutral. It is giving way to colors pulled from the ground: clay, ochre, sand, mushroom, the pinkish beige of unglazed terracotta. These colors do what gray never quite managed, which is to look calm in dim winter light as well as in bright summer sun. In a city with as many overcast days as Portland, that matters a great deal.

**Fewer, better and kept**

The furniture in these rooms tends to be fewer pieces, chosen more slowly. Clients are choosing one solid wood dining table they expect to keep for thirty years rather than a series of cheaper ones. Upholstery comes in natural fibers, wool, linen and cotton, which age gracefully instead of pilling. There is a growing appetite for antique and secondhand pieces too, which bring character into a spare room without adding clutter.

This has a practical side. A room with fewer things in it is easier to clean, easier to change and easier to share with children and pets. It is also, very often, cheaper over time, even when each piece costs more at the start.

**Storage is the secret**

The part nobody photographs is the storage. Warm minimalism only works if everything has somewhere to go, and that means planning storage before anything else. In that Northwest District kitchen, we spent a full afternoon with the owners emptying every cupboard onto their dining table, then designed each drawer around what was actually there. Their counters are clear at the end of the day not because they are unusually tidy, but because putting things away is easy.

**How to borrow the idea**

You do not need to renovate to try this. Choose one room and take away a third of the objects on display. Swap a synthetic throw for one in wool or linen. Replace a cool gray wall with a warm, earthy neutral, and let a single good material, a wooden bowl or a plaster lamp, carry the shelf on its own. Live with it for a month and notice how the room feels at the end of a long day. Our guess is that you will not bring most of those objects back.`,
    category: 'trends',
    tags: ['minimalism', 'plaster', 'natural materials', 'earth tones'],
    status: 'published',
    publishedAt: '2026-07-22T16:00:00.000Z',
    featured: true,
    imageFromProject: 'clay-plaster-kitchen',
  },
  {
    slug: 'notes-from-a-harvest-table',
    title: 'Notes From a Harvest Table',
    excerpt:
      'One fallen oak, a twelve-foot table and fourteen chairs. What a wine-country farmhouse dining room taught us about designing rooms for gathering.',
    content: `Some projects begin with a floor plan. This one began with a tree. The winter before the owners called us, an old Oregon white oak on their land in the Red Hills came down in an ice storm. It had stood at the edge of the vineyard for longer than anyone could remember, and they could not bear to see it cut up for firewood. Could we, they asked, design a dining room around it?

We said yes before we had any real idea how.

The answer came from a woodworker in the valley who had the patience, and the drying shed, to take it on. The trunk was milled into thick slabs and left to dry for almost two years, restacked and turned every few months. What came out was enough timber for a trestle table twelve feet long, with the cracks and checks of the old tree stitched together by walnut butterfly joints. No two of them are alike.

**Everything follows the table**

The owners host a harvest dinner every autumn for the crew who pick their grapes, and they needed to seat fourteen without anyone perching sideways on a corner. We kept the room itself as quiet as possible, so the table could carry it. The walls are whitewashed boards, the floor is reclaimed oak from a barn a few miles away, and the windows have no curtains at all, because the view down the rows of vines is the whole point.

For chairs we chose Windsor-style spindle chairs painted black. They are light enough to pull out easily, sturdy enough to survive a long evening, and their dark outlines read clearly against the pale walls. A mixed set would have suited the farmhouse too, but with fourteen seats, matching chairs made the room feel calm rather than busy.

**Candlelight you can see by**

Lighting was the hardest part. The owners wanted candlelight, and they also wanted to see what they were eating. We found two antique forged iron chandeliers at a salvage yard, had them rewired for small dimmable bulbs, and hung them lower than most people would dare, about thirty inches above the tabletop. At full brightness they light the room for clearing up. Dimmed, with real candles running down the table, they give exactly the glow the owners had pictured.

The linens are undyed flax, because it washes well and looks better creased. The pottery comes from a potter in the Columbia Gorge who works with a copper glaze that picks up the color of the oak. Olive branches from the garden run down the middle of the table for most of the year, replaced by squash and grapevine in the autumn.

**The first dinner**

We were invited to the first harvest dinner in the finished room. Fourteen people, a very long meal, a good deal of wine and not a single conversation about the decor. Nobody mentioned the chairs or the lighting, and that was exactly right. A good dining room disappears into the evening it was built for.

If there is a lesson here for other projects, it is that the most meaningful rooms are often built around one thing that matters to the people who live there. It might be a table, a painting, a grandmother's sideboard or a view. Find that thing first, and let the rest of the room serve it.`,
    category: 'inspiration',
    tags: ['dining room', 'reclaimed wood', 'farmhouse', 'entertaining'],
    status: 'published',
    publishedAt: '2026-08-26T16:00:00.000Z',
    featured: false,
    imageFromProject: 'harvest-table-farmhouse-dining',
  },
  {
    slug: 'living-with-dark-walls',
    title: 'Living With Dark Walls',
    excerpt:
      'Dark paint can make a small room feel larger and a busy one feel calm. How to choose a deep color, and why we often paint the ceiling too.',
    content: `Few suggestions make clients more nervous than dark walls. The worry is always the same: will it not make the room feel small, closed-in and gloomy? In our experience the opposite is usually true. A well-chosen deep color can make a room feel larger, calmer and far more intimate than any pale shade. The key is to commit.

**Why dark can feel bigger**

In a pale room, the corners and edges are clearly visible. Your eye reads exactly where the walls stop, and the size of the room is obvious. Paint those same walls a deep color and the edges soften into shadow, especially at night. The boundaries blur, and the room feels less defined and, oddly, more spacious. This works best in rooms that are already small or get little natural light, which are precisely the rooms people tend to paint white in the hope of brightening them.

**Drench it**

The technique we use most is color drenching: painting the walls, trim, doors and often the ceiling all in the same color. It sounds dramatic, but the effect is calm, because there are no sharp contrasts to catch the eye. In the South Waterfront bedroom we finished this summer, walls and ceiling are the same ink blue. The owner, who works night shifts and sleeps through the day, describes it as being wrapped in a blanket. In the Mount Tabor dining room, a deep teal runs over the walls, the picture rail, the door and the ceiling, and it turns a modest room into a jewel box.

If drenching the ceiling feels like a step too far, try a shade one or two steps lighter on the same paint card. It keeps the room cohesive without the full effect.

**Choose the right dark**

Deep colors are even more affected by light than pale ones. Blacks and charcoals with a blue undertone can look cold and flat in north light, so we tend to choose deep colors with some warmth in them: inky blues with a trace of red, greens with a little yellow, browns that lean towards plum or chocolate. Sample generously, at least two feet square, and look at the swatch at night under lamps, because that is when you will spend most of your time in the room.

Sheen matters too. A flat or matte finish absorbs light and gives the soft, velvety depth that makes dark walls so appealing. Eggshell is more practical in a busy dining room or hallway, but it reflects lamps and shows every flaw in the plaster, so prepare the walls well.

**Light it warmly**

Dark rooms need a little more thought about lighting, not a great deal more light. We use warm bulbs, 2700 kelvin or lower, placed at several heights so that there are pools of light against the dark. Brass, bronze and amber glass glow beautifully against deep colors. A single picture light over a painting can do more in a dark dining room than a chandelier.

**What to pair with it**

Deep walls set off natural materials better than almost anything else. Linen, oak, walnut, leather and wool all look richer against ink or teal than they ever do against white. Keep the larger pieces lighter in tone, with cream upholstery, a pale rug or warm wood, so they do not disappear into the walls, and let the paint do the heavy lifting.

**Start small**

If you are unsure, begin with a room you pass through rather than one you live in. A powder room, a hallway or a small study is a good place to try. Paint is the cheapest and most reversible decision in any house, and the worst outcome is a weekend spent repainting. Most people who take the plunge end up wondering why they waited so long.`,
    category: 'color-palettes',
    tags: ['dark paint', 'color drenching', 'bedroom', 'dining room'],
    status: 'published',
    publishedAt: '2026-09-30T16:00:00.000Z',
    featured: false,
    imageFromProject: 'ink-and-linen-bedroom',
  },
  {
    slug: 'a-1912-parlor-gets-its-light-back',
    title: 'Before and After: A 1912 Parlor Gets Its Light Back',
    excerpt:
      'A 1970s partition had split a Laurelhurst double parlor into two dark rooms. How we reopened it, restored the fir floors and brought back the light.',
    content: `When the owners of a 1912 Foursquare in Laurelhurst first showed us their front rooms, it was hard to picture what the house had once been. At some point in the 1970s, a previous owner had split the original double parlor in two with a partition wall, a hollow-core door and a dropped ceiling in the back half. The front room kept the bay window. The back room got a single small window onto the side yard and a view of the neighbor's fence. Both felt dark, and neither was big enough for the family to use together.

The brief was simple to say and harder to do: give us back the room the house was built with.

**Finding the original**

Before anything came down, we went looking for evidence. The fir floorboards changed direction under the partition, and there were patched holes in the plaster where a pair of pocket doors had once hung. A neighbor two blocks away, whose house was built by the same builder, let us photograph their intact parlor. That gave us the proportions of the opening, the profile of the picture rail and the design of the original mantel, and we used all of it.

**Opening up**

Taking out the partition revealed a surprise. A beam had been notched to run a duct through it, and it was sagging. Our contractor sistered it with new timber and the structural engineer signed off within a week, so the schedule slipped by days rather than months. With the dropped ceiling gone too, the back half of the room gained almost a foot of height. For the first time in fifty years, light from the bay window reaches the back wall.

**Restoring rather than replacing**

We kept as much of the original fabric as we could. The fir floors were sanded, patched with salvaged boards where the partition had stood, and finished with a hardwax oil rather than a glossy polyurethane, so they look their age in the best possible way. The picture rail was reinstated using the neighbor's profile. The tiled fireplace, which had been painted over, took a restorer three patient days to bring back to its original green glaze.

**A palette from the tiles**

That green glaze set the palette. We painted the walls a pale sage that picks up the tile in the morning and turns almost stone-gray in the evening, and chose a deep moss velvet for the new sofa. A pair of antique wing chairs the owners already had were reupholstered in stone linen. A large hand-knotted wool rug defines the seating area around the fire, while the bay window end, left on bare fir, holds a small table where the children do their homework.

The lighting is deliberately old-fashioned: unlacquered brass sconces on either side of the chimney breast, picture lights over the owners' paintings and lamps on every side table. The ceiling fixture is a simple period-style pendant, and it is usually left off.

**The result**

The parlor is now the room the family actually uses, every day, for everything. It is brighter than either half ever was, and it feels as if it belongs to the house again. Friends who knew the house before have asked whether we added a window. We did not. We simply took away what was blocking the ones that were already there.`,
    category: 'room-transformations',
    tags: ['before and after', 'period restoration', 'living room', 'old houses'],
    status: 'published',
    publishedAt: '2026-11-04T17:00:00.000Z',
    featured: false,
    imageFromProject: 'sage-and-stone-parlor',
  },
  {
    slug: 'the-return-of-the-dining-room',
    title: 'The Return of the Dining Room',
    excerpt:
      'After years of open-plan everything, clients are asking for a room with a door again. Why the dining room is coming back, and how to make it earn its place.',
    content: `For most of the last twenty years, the dining room was the first wall to go in any renovation. Open-plan living promised light, space and togetherness, and the formal dining room, used twice a year and otherwise home to a pile of unopened mail, looked like a waste of square footage.

That is changing. More and more of the people who come to us are asking for the opposite: a dining room that is a real room, with walls, a door and a reason to exist.

**Why now**

Part of it is simply noise. One big space for cooking, eating and relaxing is wonderful for a family breakfast and much less wonderful when one person is on a video call, another is cooking and a third is watching television. After years of working and studying at home, many households have rediscovered the value of a room they can close off.

Part of it is mood. A separate dining room can be a different world from the rest of the house, darker, warmer and more dramatic, in a way an open-plan corner rarely can. In the Mount Tabor dining room, the deep teal walls and ceiling would be overwhelming if they ran straight into the kitchen. Contained behind a door, they turn an ordinary Tuesday dinner into an occasion.

**A room that works every day**

The old objection still stands: a room used twice a year is a waste of space. The answer is not to go back to the stiff dining rooms of the past, but to design dining rooms that are used every day. In Lake Oswego, we rethought a formal dining room for a family who now eat there every night. The built-in buffet doubles as homework storage, the antique rug forgives spills, and the chandelier sits on a dimmer so it works for breakfast as well as for the holidays.

Other clients use their dining table as a desk during the day, a jigsaw puzzle station at the weekend and a dining room only when friends come over. Good storage, a durable table and lighting that can change its mood are what make that kind of flexibility possible.

**Size and shape**

A dining room does not need to be large. A round table of fifty-four to sixty inches seats six comfortably, and eight at a pinch, in a room of about eleven by twelve feet. Round tables also make conversation easier, because no one is stranded at the far end. Allow at least three feet between the edge of the table and the wall, and more where people need to walk behind seated guests.

**Borrowing the idea in an open plan**

If you live in an open-plan house and do not want to build walls, you can still give a dining area a sense of enclosure. A low pendant hung over the table defines the space. A rug, a change of wall color or a run of built-in bench seating along one wall all help. Wide pocket doors or a glazed screen between the kitchen and the dining area let you close things off when you need to and open them up again when you do not.

**Not a return to formality**

What we are seeing is not nostalgia for the dining rooms of our grandparents. It is a recognition that different parts of the day deserve different spaces, and that sitting down together to eat is worth a room of its own. The new dining room is relaxed, well lit and, above all, used.`,
    category: 'trends',
    tags: ['dining room', 'open plan', 'entertaining', 'flexible spaces'],
    status: 'draft',
    publishedAt: null,
    featured: false,
    imageFromProject: 'deep-teal-dining-room',
  },
];

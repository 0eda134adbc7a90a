import type { DemoCategory } from './demo-categories.js';

/** One kind of produce the demo generator draws products from. */
export interface ProduceEntry {
  name: string;
  description: string;
  /** The state it comes from. */
  origin: string;
  /** Base (vendor) price range in naira per kg. */
  pricePerKg: readonly [number, number];
  /** Minimum order in kg. */
  minimumOrderKg: number;
  /** Chance that a product of this kind is certified organic. */
  organicChance: number;
}

const entry = (
  name: string,
  origin: string,
  pricePerKg: readonly [number, number],
  minimumOrderKg: number,
  organicChance: number,
  description: string,
): ProduceEntry => ({ name, origin, pricePerKg, minimumOrderKg, organicChance, description });

/**
 * Ten kinds per category: the first demo products are exactly these 60, later ones reuse them as lots.
 * Kept as a table (one kind per two lines), hence prettier-ignore.
 */
// prettier-ignore
export const PRODUCE_CATALOGUE: Readonly<Record<DemoCategory, readonly ProduceEntry[]>> = {
  yam: [
    entry('Benue white yam', 'Benue', [900, 1300], 20, 0.2,
      'Large Zaki Biam tubers with firm white flesh, ideal for pounded yam and porridge. Harvested this season and cured for storage.'),
    entry('Abakaliki white yam', 'Ebonyi', [950, 1350], 20, 0.2,
      'Smooth-skinned Abakaliki tubers that cook soft and fluffy. Hand-picked, sorted by size and packed in ventilated bags.'),
    entry('Water yam (ewura)', 'Oyo', [700, 1000], 20, 0.3,
      'Moist water yam for ikokore and ojojo. Sold by the kg straight from Oyo farms.'),
    entry('Yellow yam (ijikara)', 'Enugu', [1000, 1450], 10, 0.25,
      'Golden-fleshed yellow yam with a rich taste, great boiled or roasted. Low in fibre, high in flavour.'),
    entry('Puna yam tubers', 'Kogi', [850, 1200], 25, 0.15,
      'Puna variety tubers from the Kogi yam belt. Stores well for months in a dry barn.'),
    entry('Seed yams for planting', 'Benue', [1100, 1600], 10, 0.1,
      'Healthy sprouting seed yams (setts) selected from disease-free mother tubers. Ready for the planting season.'),
    entry('Pounding yam, extra large', 'Nasarawa', [1000, 1400], 25, 0.15,
      'Extra-large tubers chosen for pounding: stretchy, smooth and lump-free. Popular with restaurants and caterers.'),
    entry('Ogoja organic yam', 'Cross River', [1200, 1700], 10, 0.9,
      'Grown without chemical fertiliser on fallow land in Ogoja. Sweet, dense tubers with thin skin.'),
    entry('Dried yam chips (elubo)', 'Oyo', [1500, 2100], 10, 0.2,
      'Sun-dried yam slices for amala flour. Clean, sorted and free of mould, from Saki processors.'),
    entry('Taraba white yam', 'Taraba', [850, 1250], 20, 0.2,
      'Mid-sized Taraba tubers with a clean, even shape. Good value for bulk buyers and market resellers.'),
  ],
  plantain: [
    entry('Unripe Agbagba plantain', 'Ondo', [800, 1150], 10, 0.2,
      'Firm green Agbagba fingers for boiling, porridge and chips. Cut fresh and delivered within days.'),
    entry('Ripe plantain bunches', 'Oyo', [850, 1250], 10, 0.2,
      'Sweet, yellow-ripe bunches perfect for dodo. Ogbomoso-grown, sold by the kg on the bunch.'),
    entry('False horn plantain', 'Rivers', [750, 1100], 10, 0.25,
      'Big, long fingers of the false horn type from Ogoni farms. Starchy and filling.'),
    entry('Plantain suckers for planting', 'Edo', [600, 900], 20, 0.1,
      'Vigorous sword suckers from high-yield mother plants, trimmed and ready to plant.'),
    entry('Dodo-ready ripe plantain', 'Ogun', [900, 1300], 5, 0.2,
      'Evenly ripened fingers, yellow with light black spots: the sweet spot for frying.'),
    entry('Green plantain for chips', 'Ondo', [750, 1050], 20, 0.15,
      'Hard, very green fingers that slice cleanly for crunchy plantain chips. Snack makers love them.'),
    entry('Ekiti organic plantain', 'Ekiti', [1000, 1400], 10, 0.9,
      'Organically grown under cocoa shade in Ekiti. Rich flavour, no chemical ripening.'),
    entry('French plantain (ogede omini)', 'Osun', [800, 1150], 10, 0.2,
      'Many medium fingers per bunch, soft when ripe. A favourite for boiled plantain and beans.'),
    entry('Cooking banana (bluggoe)', 'Cross River', [650, 950], 10, 0.3,
      'Angular cooking bananas for pottage and roasting (boli). Hardy and long-lasting.'),
    entry('Plantain flour', 'Oyo', [1600, 2200], 5, 0.3,
      'Milled from sun-dried unripe plantain. A low-sugar swallow that diabetics and dieters ask for.'),
  ],
  rice: [
    entry('Abakaliki long-grain rice', 'Ebonyi', [1400, 1800], 25, 0.15,
      'Destoned, parboiled long-grain rice from Abakaliki mills. Swells well and stays separate for jollof.'),
    entry('Ofada brown rice', 'Ogun', [1700, 2300], 10, 0.4,
      'Aromatic, unpolished Ofada rice with its famous nutty taste. Best with ayamase stew.'),
    entry('Kebbi parboiled rice', 'Kebbi', [1350, 1750], 50, 0.1,
      'Clean parboiled rice from the Kebbi rice belt, machine-sorted and stone-free. Sold in 50 kg lots.'),
    entry('Kano stone-free rice', 'Kano', [1400, 1800], 25, 0.1,
      'Double-destoned, polished medium grain. Cooks quickly, no picking needed.'),
    entry('Igbemo rice', 'Ekiti', [1800, 2400], 10, 0.35,
      'A rare Ekiti heritage variety with reddish grains and a sweet aroma. Small harvest, big taste.'),
    entry('Niger long-grain white rice', 'Niger', [1450, 1850], 25, 0.1,
      'Slender, polished long grains from the Niger valley, great for fried rice and events.'),
    entry('Jigawa paddy rice (unmilled)', 'Jigawa', [900, 1200], 100, 0.1,
      'Dried paddy for mills and processors. Moisture checked, cleaned of chaff.'),
    entry('Taraba short-grain rice', 'Taraba', [1300, 1650], 25, 0.15,
      'Soft, slightly sticky short grains for tuwo shinkafa and rice pudding.'),
    entry('Bida local rice', 'Niger', [1350, 1700], 25, 0.2,
      'Locally milled rice from Bida farmers. Honest, filling and priced for families.'),
    entry('Organic Ofada rice, unpolished', 'Ogun', [2100, 2700], 5, 0.95,
      'Certified organic Ofada, hand-harvested and unpolished to keep the bran and its nutrients.'),
  ],
  vegetables: [
    entry('Jos Roma tomatoes', 'Plateau', [900, 2200], 25, 0.15,
      'Firm, deep-red Roma tomatoes from Jos highlands, packed in crates so they travel well.'),
    entry('Scotch bonnet pepper (ata rodo)', 'Plateau', [1600, 3000], 5, 0.2,
      'Fiery, fragrant ata rodo for stews and pepper soup. Fresh-picked and sorted.'),
    entry('Sokoto red onions', 'Sokoto', [900, 1500], 25, 0.1,
      'Big, dry red onions with a strong bite. Cured for long storage.'),
    entry('Fluted pumpkin leaves (ugu)', 'Enugu', [1200, 1800], 5, 0.4,
      'Tender ugu leaves for edikang ikong and egusi soup. Cut in the morning, delivered fresh.'),
    entry('Bitter leaf (onugbu)', 'Anambra', [1100, 1700], 5, 0.4,
      'Washed bitter leaf ready for ofe onugbu. Also sold as whole bunches.'),
    entry('Green amaranth (tete)', 'Oyo', [900, 1400], 5, 0.5,
      'Leafy green tete for efo riro. Grown with compost on Ibadan peri-urban farms.'),
    entry('Irish potatoes', 'Plateau', [1000, 1500], 25, 0.15,
      'Clean, medium-sized Irish potatoes from Bokkos. Great for chips, stews and salads.'),
    entry('Plateau carrots', 'Plateau', [1000, 1600], 10, 0.3,
      'Crisp, sweet carrots, washed and graded. Bright orange all the way through.'),
    entry('Green cabbage heads', 'Plateau', [600, 1000], 20, 0.2,
      'Dense, heavy cabbage heads from the Jos plateau, perfect for coleslaw and stir-fries.'),
    entry('Fresh okra', 'Benue', [1000, 1600], 5, 0.3,
      'Young, tender okra pods picked every other day. Draws beautifully in soup.'),
  ],
  fruits: [
    entry('Benue sweet oranges', 'Benue', [350, 650], 25, 0.2,
      'Juicy, thin-skinned oranges from Benue groves. Sweet enough to juice without sugar.'),
    entry('Smooth cayenne pineapple', 'Ogun', [500, 900], 10, 0.3,
      'Large, golden pineapples with low acidity. Harvested ripe at the farm in Ogun.'),
    entry('Julie mangoes', 'Benue', [500, 850], 10, 0.25,
      'Fibre-free Julie mangoes with deep orange flesh. In season and packed in trays.'),
    entry('Kano watermelon', 'Kano', [350, 600], 20, 0.15,
      'Crisp, red-fleshed watermelons from irrigated farms near Kano. Heavy and sweet.'),
    entry('Sunrise pawpaw', 'Ogun', [400, 700], 10, 0.35,
      'Sweet, orange-fleshed pawpaw, picked just before ripening so it arrives perfect.'),
    entry('Pink guava', 'Oyo', [600, 1000], 5, 0.4,
      'Fragrant pink guavas rich in vitamin C. Great for juice, jam and snacking.'),
    entry('Ripe bananas', 'Ogun', [600, 950], 10, 0.3,
      'Sweet dessert bananas in full hands, naturally ripened without carbide.'),
    entry('African star apple (agbalumo)', 'Oyo', [900, 1500], 5, 0.3,
      'Seasonal agbalumo, sweet-sour and sticky in the best way. Limited harvest.'),
    entry('Avocado pears', 'Cross River', [1200, 1900], 5, 0.35,
      'Creamy avocado pears from Cross River, sold firm so they ripen at your shop.'),
    entry('Badagry coconuts', 'Lagos', [500, 800], 10, 0.3,
      'Mature coconuts full of water and thick meat, from the Badagry coast.'),
  ],
  grains: [
    entry('Yellow maize', 'Kaduna', [550, 800], 50, 0.1,
      'Clean, dry yellow maize for pap, feed mills and popcorn sellers. Moisture under 13 %.'),
    entry('White maize', 'Niger', [550, 780], 50, 0.1,
      'Bold white maize grains for tuwo and ogi. Sorted and bagged.'),
    entry('Red sorghum (guinea corn)', 'Kano', [600, 850], 50, 0.15,
      'Red sorghum for kunu, ogi baba and brewing. Cleaned of stones and chaff.'),
    entry('Pearl millet (gero)', 'Sokoto', [650, 900], 25, 0.2,
      'Small, round millet grains for fura and kunu. Sun-dried and winnowed.'),
    entry('Honey beans (oloyin)', 'Niger', [1800, 2500], 25, 0.15,
      'Sweet brown honey beans that cook soft. Weevil-free and hand-sorted.'),
    entry('Black-eyed beans', 'Kano', [1500, 2100], 25, 0.1,
      'Creamy black-eyed beans for akara and moin moin. Clean and dry.'),
    entry('Soybeans', 'Benue', [850, 1200], 50, 0.15,
      'High-protein soybeans for soy milk, feed and oil mills. Graded and bagged.'),
    entry('Acha (fonio)', 'Plateau', [2200, 3000], 5, 0.5,
      'Tiny ancient grain from Plateau, gluten-free and quick to cook. Destoned and washed.'),
    entry('Beniseed (sesame)', 'Nasarawa', [1700, 2400], 25, 0.3,
      'Export-grade white sesame seeds, machine cleaned. Great for oil, snacks and baking.'),
    entry('Shelled groundnuts', 'Jigawa', [1400, 1900], 25, 0.2,
      'Fresh shelled groundnuts for roasting, kuli-kuli and groundnut oil.'),
  ],
};

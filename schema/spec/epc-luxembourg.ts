// §9 Countries: 50 is Luxembourg, which has its own energy label. Its certificate (Energiepass,
// LuxEeB-H) rates a home from A+ (best) to I (worst). A class's bounds depend on the building's
// compactness, which the feed does not carry, so nothing computes a Luxembourg class from the value:
// the site shows the feed's class when it has one and the value on the Luxembourg scale otherwise.
export const LUXEMBOURG_EPC_CLASSES = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;
export type LuxembourgEpcClass = (typeof LUXEMBOURG_EPC_CLASSES)[number];

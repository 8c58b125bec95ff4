// A surf spot's name and when it works, as the Hebrew pages show them (shared/forecast/spot-list).

interface SpotNames {
  name: string;
  nameHe: string;
}
interface SpotConditions {
  optimalConditions: string;
  optimalConditionsHe: string;
}

export const spotTexts = {
  name: (spot: SpotNames) => spot.nameHe,
  /** The name in the other language, under it in the spot picker (a sign on the beach). */
  otherName: (spot: SpotNames) => ({ text: spot.name, lang: 'en' }),
  conditions: (spot: SpotConditions) => spot.optimalConditionsHe,
};

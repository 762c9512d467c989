import { z } from 'zod';
import { feedBool, feedDate, feedInt, feedNumber, feedPicture, feedText } from './raw-fields.js';

// One property as Omnicasa's GetPropertyList / GetProperty return it, in one description
// language. Field names are the back office's own (SPEC.md §3); unknown fields are kept out.
// Only what a property cannot be published without is required; every other field may be
// missing or empty, and a value of the wrong kind is reported under its field name.

const feedPictures = z.preprocess((v) => v ?? [], z.array(feedPicture));
const named = z.object({ Name: feedText.optional(), Url: z.string().min(1) });

export const rawPropertySchema = z.object({
  // identity and type
  ID: z.number().int().positive(),
  Reference: feedText.optional(),
  RecordFile: feedText.optional(),
  WebID: feedInt,
  WebIDs: feedText.optional(),
  TypeDescription: feedText.optional(),
  MainTypeName: feedText.optional(),
  Goal: feedInt,
  Status: feedInt.optional(),
  Marquee: feedInt.optional(),
  MarqueeName: feedText.optional(),
  CreationDate: feedDate.optional(),
  ModificationDate: feedDate.optional(),

  // address
  Street: feedText.optional(),
  HouseNumber: feedText.optional(),
  BoxNr: feedText.optional(),
  Zip: feedText.refine((v) => v !== null, 'the postcode is missing'),
  City: feedText.refine((v) => v !== null, 'the city is missing'),
  CountryID: feedInt.optional(),
  CountryName: feedText.optional(),
  PublishAddress: feedBool.optional(),
  GoogleX: feedNumber.optional(),
  GoogleY: feedNumber.optional(),

  // price
  Price: feedNumber.optional(),
  PublishPrice: feedBool.optional(),
  PriceUnit: feedInt.optional(),
  PriceUnitText: feedText.optional(),

  // texts (HTML allowed in the descriptions)
  Title: feedText.optional(),
  ShortDescription: feedText.optional(),
  Description: feedText.optional(),

  // counts
  NumberOfBedRooms: feedInt.optional(),
  NumberOfBathRooms: feedInt.optional(),
  NumberOfShowerRooms: feedInt.optional(),
  NumberOfToilets: feedInt.optional(),
  NumberOfGarages: feedInt.optional(),
  NumberOfParkings: feedInt.optional(),
  NumberOfExternalParkings: feedInt.optional(),
  NumberOfFloors: feedInt.optional(),
  NumberOfExtraRooms: feedInt.optional(),
  NumberOfFacades: feedInt.optional(),

  // surfaces (m²) and widths (m)
  SurfaceTotal: feedNumber.optional(),
  SurfaceLiving: feedNumber.optional(),
  SurfaceGround: feedNumber.optional(),
  SurfaceTerrace: feedNumber.optional(),
  SurfaceGarden: feedNumber.optional(),
  SurfaceOffice: feedNumber.optional(),
  SurfaceStore: feedNumber.optional(),
  SurfaceConstructed: feedNumber.optional(),
  FrontWidth: feedNumber.optional(),
  PlotWidth: feedNumber.optional(),

  // years and tax
  ConstructionYear: feedInt.optional(),
  RenovationYear: feedInt.optional(),
  CadastralIncome: feedNumber.optional(),

  // energy certificate
  EnergyPerformance: feedNumber.optional(),
  EPCLabelText: feedText.optional(),
  EPCSpec: feedText.optional(),
  EPCTotal: feedNumber.optional(),
  CO2Emission: feedNumber.optional(),
  EPCExpiryDate: feedDate.optional(),
  ELevel: feedNumber.optional(),

  // comfort (texts in the description language)
  Heating: feedText.optional(),
  Kitchen: feedText.optional(),
  InteriorComfort: feedText.optional(),
  ExteriorComfort: feedText.optional(),
  WindowFrame: feedText.optional(),
  Glazing: feedText.optional(),
  RoofType: feedText.optional(),
  RoofMaterial: feedText.optional(),
  RoofCondition: feedText.optional(),

  // yes/no features
  HasGas: feedBool.optional(),
  HasWater: feedBool.optional(),
  HasElectricity: feedBool.optional(),
  HasDrain: feedBool.optional(),
  HasLift: feedBool.optional(),
  HasCellar: feedBool.optional(),
  HasTerrace: feedBool.optional(),
  HasGarden: feedBool.optional(),
  HasAttic: feedBool.optional(),
  IsFurnished: feedBool.optional(),
  HasGarage: feedBool.optional(),
  HasParking: feedBool.optional(),
  HasPool: feedBool.optional(),

  // legal (texts in the description language)
  BuildingPermit: feedText.optional(),
  AllotmentPermit: feedText.optional(),
  PreemptiveRights: feedText.optional(),
  Summons: feedText.optional(),
  JudicialDecision: feedText.optional(),
  AreaApplication: feedText.optional(),
  PlanningInfo: feedText.optional(),
  FloodRisk: feedText.optional(),
  AsbestosType: feedText.optional(),
  AsbestosDate: feedDate.optional(),
  ElectricityCertificate: feedText.optional(),
  GasCertificate: feedText.optional(),
  GroundCertificate: feedText.optional(),

  // costs (EUR)
  ChargesOwner: feedNumber.optional(),
  ChargesRenter: feedNumber.optional(),
  NotaryFeeWithVAT: feedNumber.optional(),
  NotaryFeeWithoutVAT: feedNumber.optional(),
  RegistrationRights: feedNumber.optional(),
  VAT: feedNumber.optional(),
  AgencyCost: feedNumber.optional(),
  Deposit: feedNumber.optional(),
  Inventory: feedNumber.optional(),
  ConstructionCost: feedNumber.optional(),
  RealEstateTax: feedNumber.optional(),
  ParkingPrice: feedNumber.optional(),
  GaragePrice: feedNumber.optional(),
  OptionPrice: feedNumber.optional(),
  StartPrice: feedNumber.optional(),

  // viager (life annuity)
  ViagerAgeMale: feedInt.optional(),
  ViagerAgeFemale: feedInt.optional(),
  ViagerMonthlyRent: feedNumber.optional(),
  ViagerIndexedRent: feedNumber.optional(),
  ViagerSurvivalRent: feedNumber.optional(),

  // media and extras
  SmallPictureItem: feedPicture.nullish(),
  XLargePictureItem: z.object({ Url: z.string().min(1) }).nullish(),
  XLargePictureItems: feedPictures.optional(),
  Documents: z.preprocess((v) => v ?? [], z.array(named)).optional(),
  Videos: z.preprocess((v) => v ?? [], z.array(named)).optional(),
  VirtualTour: feedText.optional(),
  PointsOfInterest: z
    .preprocess((v) => v ?? [], z.array(z.object({ Name: feedText, Type: feedText.optional(), Distance: feedNumber.optional() })))
    .optional(),
  MobilityScore: z
    .object({
      Global: feedNumber,
      PublicTransport: feedNumber.optional(),
      Train: feedNumber.optional(),
      Shops: feedNumber.optional(),
      Education: feedNumber.optional(),
      Health: feedNumber.optional(),
      Leisure: feedNumber.optional(),
      Services: feedNumber.optional(),
    })
    .nullish(),
});

export type RawProperty = z.infer<typeof rawPropertySchema>;
/** What the feed sends before parsing: field name → JSON value. */
export type RawPropertyInput = z.input<typeof rawPropertySchema>;

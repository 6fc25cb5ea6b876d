/** Countries 150 (Moçambique) and 177 (Portugal), Mozambique's provinces and main cities. */
export const COUNTRIES = [
  { id: 150, name: 'Moçambique', isoCode: 'MZ' },
  { id: 177, name: 'Portugal', isoCode: 'PT' },
];

export const STATES = [
  { id: 1, countryId: 150, name: 'Maputo Cidade' },
  { id: 2, countryId: 150, name: 'Maputo Província' },
  { id: 3, countryId: 150, name: 'Gaza' },
  { id: 4, countryId: 150, name: 'Inhambane' },
  { id: 5, countryId: 150, name: 'Sofala' },
  { id: 6, countryId: 150, name: 'Manica' },
  { id: 7, countryId: 150, name: 'Tete' },
  { id: 8, countryId: 150, name: 'Zambézia' },
  { id: 9, countryId: 150, name: 'Nampula' },
  { id: 10, countryId: 150, name: 'Cabo Delgado' },
  { id: 11, countryId: 150, name: 'Niassa' },
  { id: 20, countryId: 177, name: 'Lisboa' },
  { id: 21, countryId: 177, name: 'Porto' },
  { id: 22, countryId: 177, name: 'Faro' },
];

/** The spec's twelve cities carry ids in 4689–4709. */
export const CITIES = [
  { id: 4689, stateId: 1, name: 'Maputo' },
  { id: 4690, stateId: 2, name: 'Matola' },
  { id: 4691, stateId: 5, name: 'Beira' },
  { id: 4692, stateId: 9, name: 'Nampula' },
  { id: 4693, stateId: 6, name: 'Chimoio' },
  { id: 4694, stateId: 9, name: 'Nacala' },
  { id: 4695, stateId: 8, name: 'Quelimane' },
  { id: 4696, stateId: 7, name: 'Tete' },
  { id: 4697, stateId: 10, name: 'Pemba' },
  { id: 4698, stateId: 11, name: 'Lichinga' },
  { id: 4699, stateId: 4, name: 'Inhambane' },
  { id: 4700, stateId: 3, name: 'Xai-Xai' },
  { id: 4701, stateId: 2, name: 'Boane' },
  { id: 4702, stateId: 2, name: 'Marracuene' },
  { id: 4703, stateId: 4, name: 'Maxixe' },
  { id: 4704, stateId: 3, name: 'Chókwè' },
  { id: 4705, stateId: 5, name: 'Dondo' },
  { id: 4706, stateId: 8, name: 'Mocuba' },
  { id: 4707, stateId: 10, name: 'Montepuez' },
  { id: 4708, stateId: 11, name: 'Cuamba' },
  { id: 4709, stateId: 6, name: 'Manica' },
  { id: 5001, stateId: 20, name: 'Lisboa' },
  { id: 5002, stateId: 20, name: 'Sintra' },
  { id: 5003, stateId: 21, name: 'Porto' },
  { id: 5004, stateId: 22, name: 'Faro' },
];

export const MAPUTO_CITY_ID = 4689;
export const MAPUTO_STATE_ID = 1;

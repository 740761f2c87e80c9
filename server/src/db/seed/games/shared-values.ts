// Attribute value lists several games share.
export const PLATFORMS = ['PC', 'PlayStation', 'Xbox', 'Nintendo Switch', 'Mobile'];
/** HoYoverse games' regional servers. */
export const HOYO_SERVERS = ['Europe', 'America', 'Asia', 'TW/HK/MO'];

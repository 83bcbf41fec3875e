/**
 * Currency codes written out, one per line with the French name, so that the server and
 * the browsers show and sort the same names. Names come from CLDR (ICU 78.2,
 * Intl.DisplayNames 'fr', first letter capitalised), our own where ICU has none
 * (data-standards §6).
 */

/** ISO 4217 codes in force (list of 2025), funds and precious metals included. */
export const ISO_CURRENCY_TABLE = `
AED Dirham des Émirats arabes unis
AFN Afghani afghan
ALL Lek albanais
AMD Dram arménien
AOA Kwanza angolais
ARS Peso argentin
AUD Dollar australien
AWG Florin arubais
AZN Manat azéri
BAM Mark convertible bosniaque
BBD Dollar barbadien
BDT Taka bangladeshi
BGN Lev bulgare
BHD Dinar bahreïni
BIF Franc burundais
BMD Dollar bermudien
BND Dollar brunéien
BOB Boliviano bolivien
BOV Mvdol bolivien
BRL Réal brésilien
BSD Dollar bahaméen
BTN Ngultrum bouthanais
BWP Pula botswanais
BYN Rouble biélorusse
BZD Dollar bélizéen
CAD Dollar canadien
CDF Franc congolais
CHE Euro WIR
CHF Franc suisse
CHW Franc WIR
CLF Unité d’investissement chilienne
CLP Peso chilien
CNY Yuan renminbi chinois
COP Peso colombien
COU Unité de valeur réelle colombienne
CRC Colón costaricain
CUP Peso cubain
CVE Escudo capverdien
CZK Couronne tchèque
DJF Franc djiboutien
DKK Couronne danoise
DOP Peso dominicain
DZD Dinar algérien
EGP Livre égyptienne
ERN Nafka érythréen
ETB Birr éthiopien
EUR Euro
FJD Dollar fidjien
FKP Livre des îles Malouines
GBP Livre sterling
GEL Lari géorgien
GHS Cédi ghanéen
GIP Livre de Gibraltar
GMD Dalasi gambien
GNF Franc guinéen
GTQ Quetzal guatémaltèque
GYD Dollar du Guyana
HKD Dollar de Hong Kong
HNL Lempira hondurien
HTG Gourde haïtienne
HUF Forint hongrois
IDR Roupie indonésienne
ILS Nouveau shekel israélien
INR Roupie indienne
IQD Dinar irakien
IRR Riyal iranien
ISK Couronne islandaise
JMD Dollar jamaïcain
JOD Dinar jordanien
JPY Yen japonais
KES Shilling kényan
KGS Som kirghize
KHR Riel cambodgien
KMF Franc comorien
KPW Won nord-coréen
KRW Won sud-coréen
KWD Dinar koweïtien
KYD Dollar des îles Caïmans
KZT Tenge kazakh
LAK Kip laotien
LBP Livre libanaise
LKR Roupie srilankaise
LRD Dollar libérien
LSL Loti lesothan
LYD Dinar libyen
MAD Dirham marocain
MDL Leu moldave
MGA Ariary malgache
MKD Denar macédonien
MMK Kyat myanmarais
MNT Tugrik mongol
MOP Pataca macanaise
MRU Ouguiya mauritanien
MUR Roupie mauricienne
MVR Rufiyaa maldivienne
MWK Kwacha malawite
MXN Peso mexicain
MXV Unité de conversion mexicaine (UDI)
MYR Ringgit malais
MZN Metical mozambicain
NAD Dollar namibien
NGN Naira nigérian
NIO Córdoba oro nicaraguayen
NOK Couronne norvégienne
NPR Roupie népalaise
NZD Dollar néo-zélandais
OMR Riyal omanais
PAB Balboa panaméen
PEN Sol péruvien
PGK Kina papouan-néo-guinéen
PHP Peso philippin
PKR Roupie pakistanaise
PLN Zloty polonais
PYG Guaraní paraguayen
QAR Riyal qatari
RON Leu roumain
RSD Dinar serbe
RUB Rouble russe
RWF Franc rwandais
SAR Riyal saoudien
SBD Dollar des îles Salomon
SCR Roupie des Seychelles
SDG Livre soudanaise
SEK Couronne suédoise
SGD Dollar de Singapour
SHP Livre de Sainte-Hélène
SLE Leone sierra-léonais
SOS Shilling somalien
SRD Dollar surinamais
SSP Livre sud-soudanaise
STN Dobra santoméen
SVC Colón salvadorien
SYP Livre syrienne
SZL Lilangeni swazi
THB Baht thaïlandais
TJS Somoni tadjik
TMT Nouveau manat turkmène
TND Dinar tunisien
TOP Pa’anga tongan
TRY Livre turque
TTD Dollar de Trinité-et-Tobago
TWD Nouveau dollar taïwanais
TZS Shilling tanzanien
UAH Hryvnia ukrainienne
UGX Shilling ougandais
USD Dollar des États-Unis
USN Dollar des États-Unis (jour suivant)
UYI Peso uruguayen (unités indexées)
UYU Peso uruguayen
UYW Unité de salaire nominal uruguayenne
UZS Sum ouzbek
VED Bolivar numérique vénézuélien
VES Bolivar vénézuélien
VND Dông vietnamien
VUV Vatu vanuatuan
WST Tala samoan
XAF Franc CFA (BEAC)
XAG Argent
XAU Or
XBA Unité européenne composée
XBB Unité monétaire européenne
XBC Unité de compte européenne (XBC)
XBD Unité de compte européenne (XBD)
XCD Dollar des Caraïbes orientales
XCG Florin caribéen
XDR Droit de tirage spécial
XOF Franc CFA (BCEAO)
XPD Palladium
XPF Franc CFP
XPT Platine
XSU Sucre (système unitaire de compensation régionale)
XTS Code réservé aux essais
XUA Unité de compte de la Banque africaine de développement
XXX Devise inconnue ou non valide
YER Riyal yéménite
ZAR Rand sud-africain
ZMW Kwacha zambien
ZWG Or du Zimbabwe
`;

/**
 * Codes withdrawn from ISO 4217 that still appear in historical data: HRK (euro in
 * Croatia on 2023-01-01), ANG (replaced by XCG in 2025), CUC, SLL (redenominated as SLE)
 * and ZWL (replaced by ZWG in 2024).
 */
export const WITHDRAWN_CURRENCY_TABLE = `
ANG Florin antillais
CUC Peso cubain convertible
HRK Kuna croate
SLL Leone sierra-léonais (ancien)
ZWL Dollar zimbabwéen
`;

/**
 * Market codes the TPT accepts in fields 4 and 21 besides ISO 4217 (§2.2), each with the
 * ISO code to report instead in a QRT (§6: "normalise them before the QRT export").
 * PRB has no ISO counterpart.
 */
export const TPT_MARKET_CURRENCY_TABLE = `
CNH CNY Yuan chinois (extraterritorial, Hong Kong)
CNT CNY Yuan chinois (extraterritorial, Taïwan)
GGP GBP Livre de Guernesey
IMP GBP Livre de l’île de Man
JEP GBP Livre de Jersey
KID AUD Dollar des Kiribati
NIS ILS Nouveau shekel israélien (ancien code)
PRB - Rouble transnistrien
TVD AUD Dollar de Tuvalu
`;

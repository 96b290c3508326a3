import type { PublicMessages } from "./en.ts";

/** The customer pages' words in Turkish (en.ts holds the keys). */
export const tr: PublicMessages = {
  common: {
    language: "Dil",
    errorTitle: "Hay aksi! Bir şeyler ters gitti",
    retry: "Tekrar dene",
    unexpected: "Beklenmeyen bir hata oluştu.",
    joinServer: "Sunucuya katıl",
    visitStore: "Mağazayı ziyaret et",
    discordLink: "Discord bağlantısı",
  },
  stock: {
    oneMonthBoosts: "1 Aylık Boost",
    threeMonthBoosts: "3 Aylık Boost",
    oneMonthNitroTokens: "1 Aylık Nitro Tokenleri",
    threeMonthNitroTokens: "3 Aylık Nitro Tokenleri",
  },
  notFound: {
    title: "Sayfa bulunamadı",
    text: "Aradığınız sayfa mevcut değil veya taşınmış.",
    back: "Geri dön",
  },
  orderStatus: {
    title: "Sipariş Durumu",
    description: "Sunucu boost siparişinizin teslimat durumu.",
    descriptionAtStore: "{store} mağazasındaki sunucu boost siparişinizin teslimat durumu.",
    loading: "Sipariş durumu yükleniyor...",
    notFound: "Bu sunucu kimliği için sipariş durumu bulunamadı.",
    http: "Sipariş durumu alınırken bir hata oluştu.",
    screen:
      "Verilen sipariş kimliğiyle bir sipariş bulamadık. Lütfen sipariş kimliğinin doğru olduğundan emin olun veya daha sonra tekrar deneyin.",
    delivery: "Teslimat",
    pending: "Teslimat bekleniyor",
    processing: "Teslim ediliyor",
    completed: "Teslim edildi",
    partial: "Kısmen teslim edildi",
    failed: "Teslim edilemedi",
    redeemed: "Sipariş alındı",
    claimed: "Teslimat başladı",
    reported: "Teslimat bitti",
    waiting: "Bekliyor",
    timeUnknown: "Zaman kaydedilmedi",
    boostsDelivered: "{amount} boosttan {delivered} tanesi teslim edildi",
    amount: "Miktar",
    successfulTokens: "Başarılı Tokenler",
    failedTokens: "Başarısız Tokenler",
    orderId: "Sipariş Kimliği",
    guildId: "Sunucu Kimliği",
    type: "Tür",
  },
  liveStock: {
    title: "Canlı Stok",
    description: "Stoktaki Nitro tokenleri ve sunucu boostları, her 10 saniyede güncellenir.",
    descriptionAtStore:
      "{store} mağazasında stoktaki Nitro tokenleri ve sunucu boostları, her 10 saniyede güncellenir.",
    loading: "Canlı stok yükleniyor...",
    notFound: "Bu sunucu kimliği için canlı stok verisi bulunamadı.",
    http: "Canlı stok verileri alınırken bir hata oluştu.",
    screen:
      "Verilen sunucu kimliği için canlı stok verisi bulamadık. Lütfen kimliğin doğru olduğundan emin olun veya daha sonra tekrar deneyin.",
    updated: "Her 10 saniyede güncellenir",
    /** The page's heading; the part in brackets is drawn in the store's colour. */
    heading: "Canlı [Stok]",
    oneMonth: "1 Aylık Stok",
    threeMonth: "3 Aylık Stok",
    nitroTokens: "Nitro Tokenleri:",
    serverBoosts: "Sunucu Boostları:",
    outOfStock: "Stokta yok",
    stale: "Şu anda yenilenemedi. Bilinen son stok gösteriliyor.",
  },
};

/**
 * The customers' emails in the public pages' seven languages (docs/decisions.md#delivery-emails-and-find-my-order):
 * the mail's own catalogue, separate from the pages' so no page ships a mail's words. English holds the keys; every
 * other language is typed by it, and catalogue.test.ts checks the places (`{name}`) match.
 */
import type { PublicLocale } from "../public/i18n/locales.ts";

const en = {
  /** "Order #123 received" */
  receivedSubject: "Order #{orderId} received at {store}",
  receivedHeading: "We received your order",
  receivedText:
    "Your order #{orderId} for {amount} × {stock} is in. We will email you again once it is delivered.",
  completedSubject: "Order #{orderId} delivered",
  completedHeading: "Your order is delivered",
  completedText: "All {amount} boosts of your order #{orderId} ({stock}) were delivered.",
  partialSubject: "Order #{orderId} partly delivered",
  partialHeading: "Your order is partly delivered",
  partialText: "{delivered} of {amount} boosts of your order #{orderId} ({stock}) were delivered.",
  failedSubject: "Order #{orderId} could not be delivered",
  failedHeading: "Your order could not be delivered",
  failedText: "Your order #{orderId} ({stock}) could not be delivered. Please contact the store.",
  statusLink: "View the order status",
  findOrderSubject: "Your orders at {store}",
  findOrderHeading: "Your orders",
  findOrderText:
    "Someone asked for a link to the orders of this email address at {store}. The link works once, within 15 minutes.",
  findOrderLink: "Show my orders",
  findOrderIgnore: "If that was not you, ignore this email: nothing else happens.",
  footer: "You receive this email because of an order at {store}.",
};

export type MailMessages = typeof en;

const es: MailMessages = {
  receivedSubject: "Pedido #{orderId} recibido en {store}",
  receivedHeading: "Hemos recibido tu pedido",
  receivedText:
    "Tu pedido #{orderId} de {amount} × {stock} está registrado. Te escribiremos de nuevo cuando se entregue.",
  completedSubject: "Pedido #{orderId} entregado",
  completedHeading: "Tu pedido está entregado",
  completedText: "Se entregaron los {amount} boosts de tu pedido #{orderId} ({stock}).",
  partialSubject: "Pedido #{orderId} entregado en parte",
  partialHeading: "Tu pedido se entregó en parte",
  partialText: "Se entregaron {delivered} de {amount} boosts de tu pedido #{orderId} ({stock}).",
  failedSubject: "No se pudo entregar el pedido #{orderId}",
  failedHeading: "No se pudo entregar tu pedido",
  failedText: "No se pudo entregar tu pedido #{orderId} ({stock}). Ponte en contacto con la tienda.",
  statusLink: "Ver el estado del pedido",
  findOrderSubject: "Tus pedidos en {store}",
  findOrderHeading: "Tus pedidos",
  findOrderText:
    "Alguien pidió un enlace a los pedidos de esta dirección en {store}. El enlace funciona una vez, durante 15 minutos.",
  findOrderLink: "Ver mis pedidos",
  findOrderIgnore: "Si no fuiste tú, ignora este correo: no pasará nada más.",
  footer: "Recibes este correo por un pedido en {store}.",
};

const ptBR: MailMessages = {
  receivedSubject: "Pedido #{orderId} recebido em {store}",
  receivedHeading: "Recebemos o seu pedido",
  receivedText:
    "Seu pedido #{orderId} de {amount} × {stock} foi registrado. Vamos escrever de novo quando for entregue.",
  completedSubject: "Pedido #{orderId} entregue",
  completedHeading: "Seu pedido foi entregue",
  completedText: "Todos os {amount} boosts do seu pedido #{orderId} ({stock}) foram entregues.",
  partialSubject: "Pedido #{orderId} entregue em parte",
  partialHeading: "Seu pedido foi entregue em parte",
  partialText: "{delivered} de {amount} boosts do seu pedido #{orderId} ({stock}) foram entregues.",
  failedSubject: "Não foi possível entregar o pedido #{orderId}",
  failedHeading: "Não foi possível entregar seu pedido",
  failedText: "Não foi possível entregar seu pedido #{orderId} ({stock}). Entre em contato com a loja.",
  statusLink: "Ver o status do pedido",
  findOrderSubject: "Seus pedidos em {store}",
  findOrderHeading: "Seus pedidos",
  findOrderText:
    "Alguém pediu um link para os pedidos deste endereço em {store}. O link funciona uma vez, por 15 minutos.",
  findOrderLink: "Ver meus pedidos",
  findOrderIgnore: "Se não foi você, ignore este e-mail: nada mais acontece.",
  footer: "Você recebe este e-mail por causa de um pedido em {store}.",
};

const fr: MailMessages = {
  receivedSubject: "Commande n° {orderId} reçue chez {store}",
  receivedHeading: "Nous avons reçu votre commande",
  receivedText:
    "Votre commande n° {orderId} de {amount} × {stock} est enregistrée. Nous vous écrirons à nouveau dès sa livraison.",
  completedSubject: "Commande n° {orderId} livrée",
  completedHeading: "Votre commande est livrée",
  completedText: "Les {amount} boosts de votre commande n° {orderId} ({stock}) ont tous été livrés.",
  partialSubject: "Commande n° {orderId} livrée en partie",
  partialHeading: "Votre commande est livrée en partie",
  partialText: "{delivered} boosts sur {amount} de votre commande n° {orderId} ({stock}) ont été livrés.",
  failedSubject: "La commande n° {orderId} n'a pas pu être livrée",
  failedHeading: "Votre commande n'a pas pu être livrée",
  failedText: "Votre commande n° {orderId} ({stock}) n'a pas pu être livrée. Veuillez contacter la boutique.",
  statusLink: "Voir le statut de la commande",
  findOrderSubject: "Vos commandes chez {store}",
  findOrderHeading: "Vos commandes",
  findOrderText:
    "Quelqu'un a demandé un lien vers les commandes de cette adresse chez {store}. Le lien fonctionne une fois, pendant 15 minutes.",
  findOrderLink: "Voir mes commandes",
  findOrderIgnore: "Si ce n'était pas vous, ignorez cet e-mail : rien d'autre ne se passera.",
  footer: "Vous recevez cet e-mail à la suite d'une commande chez {store}.",
};

const de: MailMessages = {
  receivedSubject: "Bestellung #{orderId} bei {store} eingegangen",
  receivedHeading: "Deine Bestellung ist eingegangen",
  receivedText:
    "Deine Bestellung #{orderId} über {amount} × {stock} ist eingegangen. Wir schreiben dir wieder, sobald sie geliefert ist.",
  completedSubject: "Bestellung #{orderId} geliefert",
  completedHeading: "Deine Bestellung ist geliefert",
  completedText: "Alle {amount} Boosts deiner Bestellung #{orderId} ({stock}) wurden geliefert.",
  partialSubject: "Bestellung #{orderId} teilweise geliefert",
  partialHeading: "Deine Bestellung ist teilweise geliefert",
  partialText: "{delivered} von {amount} Boosts deiner Bestellung #{orderId} ({stock}) wurden geliefert.",
  failedSubject: "Bestellung #{orderId} konnte nicht geliefert werden",
  failedHeading: "Deine Bestellung konnte nicht geliefert werden",
  failedText:
    "Deine Bestellung #{orderId} ({stock}) konnte nicht geliefert werden. Bitte wende dich an den Shop.",
  statusLink: "Bestellstatus ansehen",
  findOrderSubject: "Deine Bestellungen bei {store}",
  findOrderHeading: "Deine Bestellungen",
  findOrderText:
    "Jemand hat einen Link zu den Bestellungen dieser E-Mail-Adresse bei {store} angefordert. Der Link funktioniert einmal, 15 Minuten lang.",
  findOrderLink: "Meine Bestellungen zeigen",
  findOrderIgnore: "Warst du das nicht, ignoriere diese E-Mail: Sonst passiert nichts.",
  footer: "Du erhältst diese E-Mail wegen einer Bestellung bei {store}.",
};

const tr: MailMessages = {
  receivedSubject: "{store}: #{orderId} numaralı sipariş alındı",
  receivedHeading: "Siparişini aldık",
  receivedText:
    "#{orderId} numaralı {amount} × {stock} siparişin alındı. Teslim edildiğinde sana yeniden e-posta göndereceğiz.",
  completedSubject: "#{orderId} numaralı sipariş teslim edildi",
  completedHeading: "Siparişin teslim edildi",
  completedText: "#{orderId} numaralı siparişinin ({stock}) {amount} boost'unun tamamı teslim edildi.",
  partialSubject: "#{orderId} numaralı sipariş kısmen teslim edildi",
  partialHeading: "Siparişin kısmen teslim edildi",
  partialText:
    "#{orderId} numaralı siparişinin ({stock}) {amount} boost'undan {delivered} tanesi teslim edildi.",
  failedSubject: "#{orderId} numaralı sipariş teslim edilemedi",
  failedHeading: "Siparişin teslim edilemedi",
  failedText: "#{orderId} numaralı siparişin ({stock}) teslim edilemedi. Lütfen mağazayla iletişime geç.",
  statusLink: "Sipariş durumunu gör",
  findOrderSubject: "{store} mağazasındaki siparişlerin",
  findOrderHeading: "Siparişlerin",
  findOrderText:
    "Biri, bu e-posta adresinin {store} mağazasındaki siparişleri için bir bağlantı istedi. Bağlantı 15 dakika içinde bir kez çalışır.",
  findOrderLink: "Siparişlerimi göster",
  findOrderIgnore: "Bu sen değilsen bu e-postayı yok say: başka bir şey olmaz.",
  footer: "Bu e-postayı {store} mağazasındaki bir sipariş nedeniyle alıyorsun.",
};

const ru: MailMessages = {
  receivedSubject: "Заказ №{orderId} принят в {store}",
  receivedHeading: "Мы получили ваш заказ",
  receivedText:
    "Ваш заказ №{orderId} на {amount} × {stock} принят. Мы напишем снова, когда он будет доставлен.",
  completedSubject: "Заказ №{orderId} доставлен",
  completedHeading: "Ваш заказ доставлен",
  completedText: "Все {amount} бустов вашего заказа №{orderId} ({stock}) доставлены.",
  partialSubject: "Заказ №{orderId} доставлен частично",
  partialHeading: "Ваш заказ доставлен частично",
  partialText: "Доставлено {delivered} из {amount} бустов вашего заказа №{orderId} ({stock}).",
  failedSubject: "Заказ №{orderId} не удалось доставить",
  failedHeading: "Ваш заказ не удалось доставить",
  failedText: "Ваш заказ №{orderId} ({stock}) не удалось доставить. Пожалуйста, свяжитесь с магазином.",
  statusLink: "Посмотреть статус заказа",
  findOrderSubject: "Ваши заказы в {store}",
  findOrderHeading: "Ваши заказы",
  findOrderText:
    "Кто-то запросил ссылку на заказы этого адреса в {store}. Ссылка действует один раз в течение 15 минут.",
  findOrderLink: "Показать мои заказы",
  findOrderIgnore: "Если это были не вы, просто проигнорируйте письмо: больше ничего не произойдёт.",
  footer: "Вы получили это письмо из-за заказа в {store}.",
};

export const MAIL_MESSAGES: Record<PublicLocale, MailMessages> = { en, es, "pt-BR": ptBR, fr, de, tr, ru };

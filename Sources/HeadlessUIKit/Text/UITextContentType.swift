#if !canImport(UIKit)
  import Foundation

  /// The semantic meaning of a text input area, which the keyboard and AutoFill use to
  /// offer suggestions.
  ///
  /// Source: UITextInputTraits.h (iPhoneOS16.4.sdk), `typedef NSString * UITextContentType
  /// NS_TYPED_ENUM` and its `UIKIT_EXTERN UITextContentType const UITextContentType…`
  /// constants, imported as a `RawRepresentable` struct of `String` whose constants drop the
  /// `UITextContentType` prefix. The constants' strings are not in the header: the model's
  /// are the C constants' names [choice]; an app compares constants, never their strings.
  /// The model has no AutoFill: the value is kept for the app to read back.
  public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    /// The content type's string.
    public let rawValue: String

    /// Creates a content type with the given string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// A person's full name.
    @available(iOS 10.0, *)
    public static let name = UITextContentType(rawValue: "UITextContentTypeName")

    /// The prefix or title, such as Dr..
    @available(iOS 10.0, *)
    public static let namePrefix = UITextContentType(rawValue: "UITextContentTypeNamePrefix")

    /// A person's first name.
    @available(iOS 10.0, *)
    public static let givenName = UITextContentType(rawValue: "UITextContentTypeGivenName")

    /// A person's middle name.
    @available(iOS 10.0, *)
    public static let middleName = UITextContentType(rawValue: "UITextContentTypeMiddleName")

    /// A person's last name.
    @available(iOS 10.0, *)
    public static let familyName = UITextContentType(rawValue: "UITextContentTypeFamilyName")

    /// The suffix, such as Jr..
    @available(iOS 10.0, *)
    public static let nameSuffix = UITextContentType(rawValue: "UITextContentTypeNameSuffix")

    /// A nickname.
    @available(iOS 10.0, *)
    public static let nickname = UITextContentType(rawValue: "UITextContentTypeNickname")

    /// A job title.
    @available(iOS 10.0, *)
    public static let jobTitle = UITextContentType(rawValue: "UITextContentTypeJobTitle")

    /// The name of a company or organization.
    @available(iOS 10.0, *)
    public static let organizationName = UITextContentType(
      rawValue: "UITextContentTypeOrganizationName")

    /// A location, such as a point of interest or an address.
    @available(iOS 10.0, *)
    public static let location = UITextContentType(rawValue: "UITextContentTypeLocation")

    /// A full street address.
    @available(iOS 10.0, *)
    public static let fullStreetAddress = UITextContentType(
      rawValue: "UITextContentTypeFullStreetAddress")

    /// The first line of a street address.
    @available(iOS 10.0, *)
    public static let streetAddressLine1 = UITextContentType(
      rawValue: "UITextContentTypeStreetAddressLine1")

    /// The second line of a street address.
    @available(iOS 10.0, *)
    public static let streetAddressLine2 = UITextContentType(
      rawValue: "UITextContentTypeStreetAddressLine2")

    /// A city name.
    @available(iOS 10.0, *)
    public static let addressCity = UITextContentType(rawValue: "UITextContentTypeAddressCity")

    /// A state name.
    @available(iOS 10.0, *)
    public static let addressState = UITextContentType(rawValue: "UITextContentTypeAddressState")

    /// A city name and a state name.
    @available(iOS 10.0, *)
    public static let addressCityAndState = UITextContentType(
      rawValue: "UITextContentTypeAddressCityAndState")

    /// A sublocality.
    @available(iOS 10.0, *)
    public static let sublocality = UITextContentType(rawValue: "UITextContentTypeSublocality")

    /// A country or region name.
    @available(iOS 10.0, *)
    public static let countryName = UITextContentType(rawValue: "UITextContentTypeCountryName")

    /// A postal code.
    @available(iOS 10.0, *)
    public static let postalCode = UITextContentType(rawValue: "UITextContentTypePostalCode")

    /// A telephone number.
    @available(iOS 10.0, *)
    public static let telephoneNumber = UITextContentType(
      rawValue: "UITextContentTypeTelephoneNumber")

    /// An email address.
    @available(iOS 10.0, *)
    public static let emailAddress = UITextContentType(rawValue: "UITextContentTypeEmailAddress")

    /// A URL.
    @available(iOS 10.0, *)
    public static let URL = UITextContentType(rawValue: "UITextContentTypeURL")

    /// A credit card number.
    @available(iOS 10.0, *)
    public static let creditCardNumber = UITextContentType(
      rawValue: "UITextContentTypeCreditCardNumber")

    /// An account or login name.
    @available(iOS 11.0, *)
    public static let username = UITextContentType(rawValue: "UITextContentTypeUsername")

    /// A password.
    @available(iOS 11.0, *)
    public static let password = UITextContentType(rawValue: "UITextContentTypePassword")

    /// A new password.
    @available(iOS 12.0, *)
    public static let newPassword = UITextContentType(rawValue: "UITextContentTypeNewPassword")

    /// A single-factor SMS login code.
    @available(iOS 12.0, *)
    public static let oneTimeCode = UITextContentType(rawValue: "UITextContentTypeOneTimeCode")

    /// A parcel tracking number.
    @available(iOS 15.0, *)
    public static let shipmentTrackingNumber = UITextContentType(
      rawValue: "UITextContentTypeShipmentTrackingNumber")

    /// An airline flight number.
    @available(iOS 15.0, *)
    public static let flightNumber = UITextContentType(rawValue: "UITextContentTypeFlightNumber")

    /// A date, time or duration.
    @available(iOS 15.0, *)
    public static let dateTime = UITextContentType(rawValue: "UITextContentTypeDateTime")
  }
#endif
